import type { FeatureDefinition, TabDeclaration } from '../core/feature';
import type { TabId } from '../core/navigation';

/** The tabs the features declare: the bar shows those the navigation rules make visible. */
export const declaredTabs = (features: readonly FeatureDefinition[]): readonly TabDeclaration[] =>
  features.flatMap((f) => (f.tab ? [f.tab] : []));

/** The visible tabs that have a screen in this build, in the navigation's order: a tab never leads to an empty placeholder. */
export function shownTabs(visible: readonly TabId[], declared: readonly TabDeclaration[]): readonly TabDeclaration[] {
  return visible.flatMap((id) => declared.filter((tab) => tab.id === id));
}

/** Where '/' leads: the first tab, or the first visible tab that exists, or the profile. */
export function homePath(initialTab: TabId, visible: readonly TabId[], declared: readonly TabDeclaration[]): string {
  const initial = declared.find((tab) => tab.id === initialTab);
  return (initial ?? shownTabs(visible, declared)[0])?.path ?? '/profile';
}
