import { navigationSlot, withoutTab } from '../../core/navigation';
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
    // The recipes tab is the full catalogue's: simple recipes get their own inspiration with their
    // issue, so until then a simple organisation has no recipes tab and starts on the diary.
    api.fold(navigationSlot, {
      id: 'no-catalogue-tab',
      apply: (navigation) => {
        const without = withoutTab(navigation, 'recipes');
        return navigation.initialTab === 'recipes' ? { ...without, initialTab: 'diary' as const } : without;
      },
    }),
  ];
  return () => removers.forEach((remove) => remove());
}
