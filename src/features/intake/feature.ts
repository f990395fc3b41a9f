import { defineFeature } from '../../core/feature';
import { defineRoute } from '../../ui/route';

/**
 * A coach's intake of clients (issue 17): adding a client with their first profile (1-shell.txt,
 * add client) and editing a client's profile with their exercise (2-onboarding.txt, coach profile
 * editing). The clients screens link here.
 */
export const intakeFeature = defineFeature({
  id: 'intake',
  routes: [
    defineRoute({
      path: '/clients/new',
      access: 'coach',
      title: 'intake:add.title',
      screen: () => import('./screens/AddClientScreen').then((m) => m.AddClientRoute),
    }),
    defineRoute({
      path: '/clients/$clientId/profile',
      access: 'coach',
      title: 'intake:edit.title',
      params: () => import('./search').then((m) => m.intakeParams),
      screen: () => import('./screens/ClientProfileScreen').then((m) => m.ClientProfileRoute),
    }),
  ],
  texts: {
    namespace: 'intake',
    load: {
      en: () => import('../../../locales/en/intake.json'),
      nl: () => import('../../../locales/nl/intake.json'),
    },
  },
});
