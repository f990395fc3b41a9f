import type { TabId } from '../core/navigation';

/**
 * The tabs whose screens this build has. navigationFor decides which tabs a user may see; the
 * bar shows those that also exist here, so a tab never leads to an empty placeholder.
 */
export const TAB_PATHS = {
  diary: '/diary',
  profile: '/profile',
  clients: '/clients',
} as const satisfies Partial<Record<TabId, string>>;

export type BuiltTab = keyof typeof TAB_PATHS;

export const isBuiltTab = (tab: TabId): tab is BuiltTab => Object.hasOwn(TAB_PATHS, tab);

export function homePath(initialTab: TabId, tabs: readonly TabId[]): string {
  if (isBuiltTab(initialTab)) return TAB_PATHS[initialTab];
  const first = tabs.find(isBuiltTab);
  return first ? TAB_PATHS[first] : TAB_PATHS.profile;
}
