import type { BillingIssue } from './api/user';
import { foldSlot } from './plugins';

/** The tabs of 1-shell.txt section 2, in the order the tab bar shows them. */
export const TAB_ORDER = [
  'diary',
  'recipes',
  'progress',
  'groceries',
  'profile',
  'clients',
  'account',
  'billing',
] as const;
export type TabId = (typeof TAB_ORDER)[number];

export interface NavigationUser {
  readonly isCoach: boolean;
  /** Why the account is blocked, as the server decided it (1-shell.txt section 4), or null. */
  readonly billingIssue: BillingIssue | null;
}

export interface NavigationOrganisation {
  readonly recipeSystemType: 'SIMPLE' | 'COMPLEX';
}

export interface NavigationInput {
  readonly user: NavigationUser;
  readonly organisation: NavigationOrganisation;
  /** A coach switches between coach mode and client mode; everyone else is in client mode. */
  readonly mode: 'coach' | 'client';
}

export interface Navigation {
  readonly tabs: readonly TabId[];
  readonly initialTab: TabId;
  readonly blocked: boolean;
}

/** Blocked: the server found a billing issue (disabled, coach disabled, subscriptions ended, paywall). */
export const isAccountBlocked = (user: NavigationUser): boolean => user.billingIssue !== null;

/** Someone who uses the app for themselves (not blocked, not in coach mode): the tabs plugins may change. */
export const isClientApp = (navigation: Navigation): boolean =>
  !navigation.blocked && navigation.tabs.includes('diary');

/**
 * The extension point where plugins change the tabs and the first tab: recipe inspiration adds
 * the recipes tab and starts there, product-logging-off organisations lose the progress tab.
 */
export const navigationSlot = foldSlot<Navigation, NavigationInput>('navigation');

/**
 * The tabs before plugins. A simple-recipe organisation is a recipe app: recipes first, no
 * progress. (The 'plan' and 'goal' tabs of 1-shell.txt are not here: the onboarding routes take a
 * self-service person without a complete plan there before any tab shows.)
 */
export function navigationFor(input: NavigationInput): Navigation {
  const { user } = input;
  const blocked = isAccountBlocked(user);
  const coachMode = user.isCoach && input.mode === 'coach';
  const simple = input.organisation.recipeSystemType === 'SIMPLE';

  const visible = new Set<TabId>(['profile']);
  if (blocked) visible.add('billing');
  else if (coachMode) {
    visible.add('clients');
    visible.add('account');
  } else {
    visible.add('diary');
    visible.add('groceries');
    if (simple) visible.add('recipes');
    else visible.add('progress');
  }
  const initialTab: TabId = blocked ? 'billing' : coachMode ? 'clients' : simple ? 'recipes' : 'diary';
  return { tabs: TAB_ORDER.filter((t) => visible.has(t)), initialTab, blocked };
}

/** The navigation with `tab` shown too, in the tab bar's order. */
export const withTab = (navigation: Navigation, tab: TabId): Navigation => ({
  ...navigation,
  tabs: TAB_ORDER.filter((t) => t === tab || navigation.tabs.includes(t)),
});
/** The navigation without `tab`. */
export const withoutTab = (navigation: Navigation, tab: TabId): Navigation => ({
  ...navigation,
  tabs: navigation.tabs.filter((t) => t !== tab),
});
