import { defineFeature } from '../../core/feature';
import { defineRoute } from '../../ui/route';

/** The onboarding (2-onboarding.txt): the full one for self-service people, the short one of SIMPLE organisations. */
export const onboardingFeature = defineFeature({
  id: 'onboarding',
  routes: [
    // Open to visitors too: the sign-up starts here, and the account is made halfway through.
    defineRoute({
      path: '/onboarding',
      access: 'public',
      bare: true,
      title: 'onboarding:title',
      search: () => import('./search').then((m) => m.onboardingSearch),
      screen: () => import('./screens/OnboardingRoute').then((m) => m.OnboardingRoute),
    }),
    defineRoute({
      path: '/onboarding/simple',
      access: 'signedIn',
      bare: true,
      title: 'onboarding:simple.title',
      screen: () => import('./screens/SimpleOnboardingScreen').then((m) => m.SimpleOnboardingScreen),
    }),
  ],
  texts: {
    namespace: 'onboarding',
    load: {
      en: () => import('../../../locales/en/onboarding.json'),
      nl: () => import('../../../locales/nl/onboarding.json'),
    },
  },
});
