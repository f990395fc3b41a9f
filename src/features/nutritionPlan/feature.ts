import { defineFeature } from '../../core/feature';
import { defineRoute } from '../../ui/route';

/**
 * The coach's nutrition-plan wizard (2-onboarding.txt, coach wizard; issue 17): a day plan for some
 * weekdays of a client's weekly plan, saved into the client's stream. Signed in, not 'coach': a
 * coach route ends view-as mode, and the wizard works in the client's session (the screen itself
 * sends anyone but a coach away).
 */
export const nutritionPlanFeature = defineFeature({
  id: 'nutritionPlan',
  routes: [
    defineRoute({
      path: '/clients/$clientId/plan',
      access: 'signedIn',
      title: 'nutritionPlan:title',
      params: () => import('./search').then((m) => m.nutritionPlanParams),
      search: () => import('./search').then((m) => m.nutritionPlanSearch),
      bare: true,
      screen: () => import('./screens/NutritionPlanRoute').then((m) => m.NutritionPlanRoute),
    }),
  ],
  texts: {
    namespace: 'nutritionPlan',
    load: {
      en: () => import('../../../locales/en/nutritionPlan.json'),
      nl: () => import('../../../locales/nl/nutritionPlan.json'),
    },
  },
});
