import { isClientApp, navigationSlot, withTab } from '../../core/navigation';
import type { PluginApi } from '../../core/plugins';
import { diaryViewOptions } from '../../features/diary/viewOptions';

export function register(api: PluginApi): () => void {
  const removers = [
    // 1-shell.txt section 2: the recipes tab, and the first tab, for someone using the app for
    // themselves in an organisation with the full recipe system (simple recipes have their own).
    api.fold(navigationSlot, {
      id: 'recipes-first',
      apply: (navigation, { organisation }) =>
        isClientApp(navigation) && organisation.recipeSystemType === 'COMPLEX'
          ? { ...withTab(navigation, 'recipes'), initialTab: 'recipes' as const }
          : navigation,
    }),
    api.fold(diaryViewOptions, {
      id: 'no-macros',
      apply: (view) => ({ ...view, showMacros: false, showTargets: false }),
    }),
  ];
  return () => removers.forEach((remove) => remove());
}
