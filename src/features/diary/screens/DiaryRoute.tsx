import type { ScreenProps } from '../../../ui/route';
import { OnboardingFirst } from '../../onboarding/screens/OnboardingFirst';
import type { DiarySearch } from '../search';
import { DiaryScreen } from './DiaryScreen';

/** The diary, once the person has what it plans from: else the onboarding comes first. */
export const DiaryRoute = ({ search }: ScreenProps<DiarySearch>) => (
  <OnboardingFirst>
    <DiaryScreen date={search.date} />
  </OnboardingFirst>
);
