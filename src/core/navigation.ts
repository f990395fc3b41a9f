import type { FlagSet } from './flags';

/** The tabs of 1-shell.txt section 2, in the order the tab bar shows them. */
export const TAB_ORDER = ['diary', 'recipes', 'progress', 'groceries', 'profile', 'clients', 'account', 'billing', 'goal', 'plan'] as const;
export type TabId = (typeof TAB_ORDER)[number];

const INACTIVE_SUBSCRIPTION = new Set(['canceled', 'unpaid', 'incomplete_expired', 'paused']);

export interface NavigationUser {
  readonly isCoach: boolean;
  readonly accountEnabled: boolean;
  /** The coach's account, for a managed client; absent for self-service users and coaches. */
  readonly coachAccountEnabled?: boolean;
  readonly paymentStatusOverride: boolean;
  readonly subscriptionStatuses: readonly string[];
  /** A do-it-yourself (self-service) client. */
  readonly isDiy: boolean;
  readonly hasNutritionPlan: boolean;
  readonly planComplete: boolean;
}

export interface NavigationOrganisation {
  readonly recipeSystemType: 'SIMPLE' | 'COMPLEX';
}

export interface NavigationInput {
  readonly user: NavigationUser;
  readonly organisation: NavigationOrganisation;
  readonly flags: FlagSet;
  /** A coach switches between coach mode and client mode; everyone else is in client mode. */
  readonly mode: 'coach' | 'client';
}

export interface Navigation {
  readonly tabs: readonly TabId[];
  readonly initialTab: TabId;
  readonly blocked: boolean;
}

/**
 * Blocked: the account or its coach's account is disabled (unless payment is overridden), or the
 * customer has subscriptions and none of them is active.
 */
export function isAccountBlocked(user: NavigationUser): boolean {
  if (user.paymentStatusOverride) return false;
  if (!user.accountEnabled || user.coachAccountEnabled === false) return true;
  return user.subscriptionStatuses.length > 0 && user.subscriptionStatuses.every((s) => INACTIVE_SUBSCRIPTION.has(s));
}

export const recipeInspirationApplies = (input: NavigationInput): boolean =>
  input.organisation.recipeSystemType === 'SIMPLE' || input.flags.FF_RECIPE_INSPIRATION;

/** DisableProductLogging marks an opinionated recipe-inspiration app (3-daily-use.txt section 6). */
const isOpinionatedRecipeApp = (input: NavigationInput): boolean => input.flags.DisableProductLogging;

export function navigationFor(input: NavigationInput): Navigation {
  const { user, flags } = input;
  const blocked = isAccountBlocked(user);
  const coachMode = user.isCoach && input.mode === 'coach';
  const diyWithoutPlan = !coachMode && user.isDiy && !user.hasNutritionPlan;
  const diyIncomplete = !coachMode && user.isDiy && user.hasNutritionPlan && !user.planComplete;

  const visible = new Set<TabId>(['profile']);
  if (blocked) visible.add('billing');
  else if (coachMode) {
    visible.add('clients');
    visible.add('account');
  } else if (diyWithoutPlan) visible.add('plan');
  else if (diyIncomplete) visible.add('goal');
  else {
    visible.add('diary');
    visible.add('groceries');
    if (recipeInspirationApplies(input)) visible.add('recipes');
    const progressHidden = input.organisation.recipeSystemType === 'SIMPLE' || (isOpinionatedRecipeApp(input) && !flags.FF_FEMALE_HORMONES);
    if (!progressHidden) visible.add('progress');
  }

  const initialTab: TabId = blocked
    ? 'billing'
    : coachMode
      ? 'clients'
      : diyWithoutPlan
        ? 'plan'
        : diyIncomplete
          ? 'goal'
          : recipeInspirationApplies(input)
            ? 'recipes'
            : 'diary';

  return { tabs: TAB_ORDER.filter((t) => visible.has(t)), initialTab, blocked };
}
