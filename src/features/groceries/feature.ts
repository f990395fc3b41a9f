import { defineFeature } from '../../core/feature';
import { defineRoute } from '../../ui/route';

/** Grocery lists (3-daily-use.txt, grocery list; issue 15): made on the device from the planned meals. */
export const groceriesFeature = defineFeature({
  id: 'groceries',
  routes: [
    defineRoute({
      path: '/groceries',
      access: 'signedIn',
      title: 'common:tabs.groceries',
      screen: () => import('./screens/GroceriesRoute').then((m) => m.GroceriesRoute),
    }),
    defineRoute({
      path: '/groceries/finish',
      access: 'signedIn',
      title: 'groceries:finish.title',
      screen: () => import('./screens/FinishPlanningScreen').then((m) => m.FinishPlanningRoute),
    }),
  ],
  tab: {
    id: 'groceries',
    path: '/groceries',
    // A shopping basket.
    icon: 'M5.5 21a2 2 0 0 1-1.92-1.45L1.05 10.5A1 1 0 0 1 2 9.25h4.79l4.38-6.56a1 1 0 0 1 1.66 0l4.38 6.56H22a1 1 0 0 1 .96 1.27l-2.54 9.03A2 2 0 0 1 18.5 21h-13zM9.21 9.25h5.58L12 5.07 9.21 9.25zM12 13a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
    label: 'common:tabs.groceries',
  },
  texts: {
    namespace: 'groceries',
    load: {
      en: () => import('../../../locales/en/groceries.json'),
      nl: () => import('../../../locales/nl/groceries.json'),
    },
  },
});
