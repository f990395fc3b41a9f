import { defineFeature } from '../../core/feature';
import { defineRoute } from '../../ui/route';

/** The coach's clients (1-shell.txt section 2): the overview, one client, and the way into their diary. */
export const clientsFeature = defineFeature({
  id: 'clients',
  routes: [
    defineRoute({
      path: '/clients',
      access: 'coach',
      title: 'clients:title',
      search: () => import('./search').then((m) => m.clientsSearch),
      screen: () => import('./screens/ClientsScreen').then((m) => m.ClientsRoute),
    }),
    defineRoute({
      path: '/clients/$clientId',
      access: 'coach',
      title: 'clients:clientTitle',
      search: () => import('./search').then((m) => m.clientSearch),
      params: () => import('./search').then((m) => m.clientParams),
      screen: () => import('./screens/ClientScreen').then((m) => m.ClientRoute),
    }),
  ],
  tab: {
    id: 'clients',
    path: '/clients',
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM9 13c-3.3 0-7 1.7-7 4.5V20h14v-2.5C16 14.7 12.3 13 9 13zm8 0c-.5 0-1 0-1.5.1 1.5 1.1 2.5 2.6 2.5 4.4V20h5v-2.5c0-2.6-3.3-4.5-6-4.5z',
    label: 'common:tabs.clients',
  },
  texts: {
    namespace: 'clients',
    load: {
      en: () => import('../../../locales/en/clients.json'),
      nl: () => import('../../../locales/nl/clients.json'),
    },
  },
});
