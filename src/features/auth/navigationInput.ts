import type { CurrentUser } from '../../core/api/user';
import { evaluateFlags, type FlagSet } from '../../core/flags';
import type { NavigationInput } from '../../core/navigation';

/** The flags that apply to a user: their organisation's and their own. */
export const flagsOf = (user: CurrentUser): FlagSet =>
  evaluateFlags(user.organisation.feature_flags, user.feature_flags_for_user.flags);

/** The navigation rules' view of a user. */
export function navigationInputOf(user: CurrentUser, coachMode: boolean): NavigationInput {
  return {
    user: {
      isCoach: user.is_coach,
      accountEnabled: user.account_enabled,
      ...(user.coach ? { coachAccountEnabled: user.coach.account_enabled } : {}),
      paymentStatusOverride: user.payment_status_override,
      subscriptionStatuses: user.customer?.subscriptions.map((s) => s.status) ?? [],
    },
    organisation: { recipeSystemType: user.organisation.recipe_system_type },
    mode: user.is_coach && coachMode ? 'coach' : 'client',
  };
}

/**
 * A customer portal is a subdomain of the host (demo.forkcast.app → demo). Plain hosts, IP
 * addresses, and the app's own www/app names are not portals.
 */
export function portalSubdomain(hostname: string): string | undefined {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return undefined;
  const labels = hostname.toLowerCase().split('.');
  const minimum = labels[labels.length - 1] === 'localhost' ? 2 : 3;
  if (labels.length < minimum) return undefined;
  const first = labels[0]!;
  return first === 'www' || first === 'app' ? undefined : first;
}
