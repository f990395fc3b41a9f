import { defineFeature } from '../../core/feature';
import { defineRoute } from '../../ui/route';

/** The person's profile: language, coach mode, the nutrition plan, logout. */
export const profileFeature = defineFeature({
  id: 'profile',
  routes: [
    defineRoute({
      path: '/profile',
      access: 'signedIn',
      whenBlocked: true,
      title: 'common:profile.title',
      screen: () => import('./screens/ProfileScreen').then((m) => m.ProfileScreen),
    }),
  ],
  tab: {
    id: 'profile',
    path: '/profile',
    icon: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z',
    label: 'common:tabs.profile',
  },
  texts: {
    namespace: 'profile',
    load: {
      en: () => import('../../../locales/en/profile.json'),
      nl: () => import('../../../locales/nl/profile.json'),
    },
  },
});
