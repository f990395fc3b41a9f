import en from '../../../../locales/en/onboarding.json';
import nl from '../../../../locales/nl/onboarding.json';
import { useLazyText } from '../../../ui/lazyText';

/** The onboarding's texts (the largest namespace), loaded with its screens. */
export const useOnboardingText = () => useLazyText('onboarding', { en, nl });
