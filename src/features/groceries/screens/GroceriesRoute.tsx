import { OnboardingFirst } from '../../onboarding/screens/OnboardingFirst';
import { GroceriesScreen } from './GroceriesScreen';

/** The Groceries tab, once the person has what the app plans from: else the onboarding comes first. */
export const GroceriesRoute = () => (
  <OnboardingFirst>
    <GroceriesScreen />
  </OnboardingFirst>
);
