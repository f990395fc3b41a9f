import { recipeSearch } from '../../features/diary/search';
import { defineRoute } from '../../ui/route';
import { simpleDetailSearch, simpleRecipeParams, simpleSearchSearch } from './search';

/**
 * The simple recipe screens, in place of the full catalogue's at the same addresses: the Recipes
 * tab is simple inspiration, and the diary's 'add recipe' and 'replace' open simple search. The
 * schemas are at hand here: this module is in the plugin's own chunk, loaded after sign-in.
 */
export const simpleRecipeRoutes = [
  defineRoute({
    path: '/recipes',
    access: 'signedIn',
    title: 'common:tabs.recipes',
    // The home tab: the short questions come first while they are unanswered.
    screen: () =>
      Promise.all([
        import('./inspiration/SimpleInspirationScreen'),
        import('../../features/onboarding/screens/OnboardingFirst'),
      ]).then(([screen, onboarding]) => onboarding.onboardingFirst(screen.SimpleInspirationRoute)),
  }),
  defineRoute({
    path: '/recipes/simple',
    access: 'signedIn',
    title: 'simpleRecipes:search.title',
    search: async () => simpleSearchSearch,
    screen: () => import('./search/SimpleSearchScreen').then((m) => m.SimpleSearchRoute),
  }),
  defineRoute({
    path: '/diary/recipe',
    access: 'signedIn',
    title: 'diary:recipe.open',
    search: async () => recipeSearch,
    screen: () => import('./search/SimpleSearchScreen').then((m) => m.SimpleSlotSearchRoute),
  }),
  defineRoute({
    path: '/recipes/simple/$recipeId',
    access: 'signedIn',
    title: 'simpleRecipes:detail.title',
    params: async () => simpleRecipeParams,
    search: async () => simpleDetailSearch,
    screen: () => import('./detail/SimpleRecipeDetailScreen').then((m) => m.SimpleRecipeDetailRoute),
  }),
];
