import { defineFeature } from '../../core/feature';
import { defineRoute } from '../../ui/route';

/** Recipes (3-daily-use.txt sections 2, 4, 5, 8 and 9): inspiration, detail, favourites and dislikes, own recipes. */
export const recipesFeature = defineFeature({
  id: 'recipes',
  routes: [
    defineRoute({
      path: '/recipes/own/new',
      access: 'signedIn',
      title: 'recipes:own.newTitle',
      search: () => import('./own/search').then((m) => m.ownRecipeSearch),
      screen: () => import('./own/screens/OwnRecipeNewScreen').then((m) => m.OwnRecipeNewRoute),
    }),
    defineRoute({
      path: '/recipes/own/$recipeId',
      access: 'signedIn',
      title: 'recipes:own.editTitle',
      params: () => import('./own/search').then((m) => m.ownRecipeParams),
      search: () => import('./own/search').then((m) => m.ownRecipeSearch),
      screen: () => import('./own/screens/OwnRecipeEditScreen').then((m) => m.OwnRecipeEditRoute),
    }),
    defineRoute({
      path: '/recipes',
      access: 'signedIn',
      title: 'common:tabs.recipes',
      screen: () => import('./screens/InspirationScreen').then((m) => m.InspirationRoute),
    }),
    // The diary's 'add recipe' keeps its address; its screen is the recipes' search for a slot.
    defineRoute({
      path: '/diary/recipe',
      access: 'signedIn',
      title: 'diary:recipe.open',
      search: () => import('../diary/search').then((m) => m.recipeSearch),
      screen: () => import('./screens/RecipeSearchRoute').then((m) => m.RecipeSearchRoute),
    }),
    defineRoute({
      path: '/recipes/$recipeId',
      access: 'signedIn',
      title: 'recipes:detail.title',
      params: () => import('./search').then((m) => m.recipeParams),
      search: () => import('./search').then((m) => m.recipeDetailSearch),
      screen: () => import('./screens/RecipeDetailScreen').then((m) => m.RecipeDetailRoute),
    }),
  ],
  tab: {
    id: 'recipes',
    path: '/recipes',
    icon: 'M18 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zM6 4h5v8l-2.5-1.5L6 12V4z',
    label: 'common:tabs.recipes',
  },
  texts: {
    namespace: 'recipes',
    load: {
      en: () => import('../../../locales/en/recipes.json'),
      nl: () => import('../../../locales/nl/recipes.json'),
    },
  },
});
