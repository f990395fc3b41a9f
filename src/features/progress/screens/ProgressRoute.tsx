import { OnboardingFirst } from '../../onboarding/screens/OnboardingFirst';
import { ProgressScreen } from './ProgressScreen';

/** The Progress tab, once the person has what the app plans from: else the onboarding comes first. */
export const ProgressRoute = () => (
  <OnboardingFirst>
    <ProgressScreen />
  </OnboardingFirst>
);
