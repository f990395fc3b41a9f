import { defineFeature } from '../../core/feature';
import { defineRoute } from '../../ui/route';

/**
 * Organisations and their feature flags, managed in the app (issue 12): platform administrators
 * list, create and edit organisations and switch flags for an organisation or one of its users;
 * coaches read their organisation's flags. The admin routes are open to anyone signed in and the
 * screens themselves turn away whoever is not a platform administrator (the server refuses them too).
 */
export const adminFeature = defineFeature({
  id: 'admin',
  routes: [
    defineRoute({
      path: '/admin/organisations',
      access: 'signedIn',
      title: 'admin:organisations.title',
      screen: () => import('./screens/OrganisationsScreen').then((m) => m.OrganisationsRoute),
    }),
    defineRoute({
      path: '/admin/organisations/$id',
      access: 'signedIn',
      title: 'admin:organisation.title',
      params: () => import('./search').then((m) => m.organisationParams),
      screen: () => import('./screens/OrganisationScreen').then((m) => m.OrganisationRoute),
    }),
    defineRoute({
      path: '/organisation/features',
      access: 'coach',
      title: 'admin:coachFlags.title',
      screen: () => import('./screens/CoachFlagsScreen').then((m) => m.CoachFlagsScreen),
    }),
  ],
  texts: {
    namespace: 'admin',
    load: { en: () => import('../../../locales/en/admin.json'), nl: () => import('../../../locales/nl/admin.json') },
  },
});
