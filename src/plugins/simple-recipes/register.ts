import type { PluginApi } from '../../core/plugins';
import { diaryRecipeSource } from '../../features/diary/recipeSource';
import { onboardingRouteSlot } from '../../features/onboarding/access';
import { simpleRecipes } from './simpleRecipes';

export function register(api: PluginApi): () => void {
  const removers = [
    api.fold(onboardingRouteSlot, {
      id: 'simple-onboarding',
      // 2-onboarding.txt, simple onboarding: required until its answers are stored; coaches skip it.
      apply: (route, { user, simple }) => (!user.is_coach && simple === null ? '/onboarding/simple' : route),
    }),
    // The diary's 'add recipe' offers the organisation's simple recipes.
    api.fold(diaryRecipeSource, { id: 'simple-recipes', apply: () => simpleRecipes }),
  ];
  return () => removers.forEach((remove) => remove());
}
