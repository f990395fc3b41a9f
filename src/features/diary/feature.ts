import { defineFeature } from '../../core/feature';
import { defineRoute } from '../../ui/route';

/** The diary (3-daily-use.txt): the day's plan and what was eaten, adding food (recipes: the recipes slice's /diary/recipe). */
export const diaryFeature = defineFeature({
  id: 'diary',
  routes: [
    defineRoute({
      path: '/diary',
      access: 'signedIn',
      title: 'common:tabs.diary',
      search: () => import('./search').then((m) => m.diarySearch),
      screen: () => import('./screens/DiaryRoute').then((m) => m.DiaryRoute),
    }),
    defineRoute({
      path: '/diary/food',
      access: 'signedIn',
      title: 'diary:food.title',
      search: () => import('./search').then((m) => m.foodSearch),
      screen: () => import('./screens/FoodSearchScreen').then((m) => m.FoodSearchRoute),
    }),
  ],
  tab: {
    id: 'diary',
    path: '/diary',
    icon: 'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 7h14v11H5V9zm2 2v2h2v-2H7zm4 0v2h2v-2h-2zm4 0v2h2v-2h-2z',
    label: 'common:tabs.diary',
  },
  texts: {
    namespace: 'diary',
    load: { en: () => import('../../../locales/en/diary.json'), nl: () => import('../../../locales/nl/diary.json') },
  },
});
