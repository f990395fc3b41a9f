import type { PluginApi } from '../../core/plugins';
import { diaryDayActions, diaryItemControls, diaryItemLink } from '../../features/diary/slots';
import { groceryListKind } from '../../features/groceries/slots';
import { onboardingRouteSlot } from '../../features/onboarding/access';
import { recipesFeature } from '../../features/recipes/feature';
import { KeepPlannedSimpleRecipes } from './diary/KeepPlannedSimpleRecipes';
import { SimpleMealServings } from './diary/SimpleMealServings';
import { simpleRecipeRoutes } from './routes';
import { simpleRecipeTexts } from './texts';

export function register(api: PluginApi): () => void {
  const removers = [
    api.addTexts(simpleRecipeTexts),
    // The simple screens reuse the recipes' heart and picture, whose texts are the recipes
    // feature's; a plugin's route does not load a feature's texts (src/app/router.tsx).
    ...(recipesFeature.texts ? [api.addTexts(recipesFeature.texts)] : []),
    api.fold(onboardingRouteSlot, {
      id: 'simple-onboarding',
      // 2-onboarding.txt, simple onboarding: required until its answers are stored; coaches skip it.
      apply: (route, { user, simple }) => (!user.is_coach && simple === null ? '/onboarding/simple' : route),
    }),
    // The Recipes tab (the first tab, navigation.ts) is simple inspiration; the diary's 'add recipe'
    // and 'replace' open simple search.
    api.addRoutes(simpleRecipeRoutes),
    // A planned simple meal in the diary: its name opens its detail, its servings change in place.
    api.fold(diaryItemLink, {
      id: 'simple-meal-link',
      apply: (link, { date, item }) =>
        item.recipe?.kind === 'SIMPLE'
          ? { to: '/recipes/simple/$recipeId', params: { recipeId: item.recipe.id }, search: { item: item.id, date } }
          : link,
    }),
    api.add(diaryItemControls, { id: 'simple-meal-servings', value: SimpleMealServings }),
    // The simple grocery list: the recipes' lines as written, by aisle.
    api.fold(groceryListKind, { id: 'simple-grocery-list', apply: () => 'SIMPLE' as const }),
    // The coming week's simple meals open offline too.
    api.add(diaryDayActions, { id: 'keep-planned-simple-recipes', value: KeepPlannedSimpleRecipes }),
  ];
  return () => removers.forEach((remove) => remove());
}
