import type { CurrentUser } from '../../core/api/user';
import type { NavigationInput } from '../../core/navigation';

/** The navigation rules' view of a user. */
export function navigationInputOf(user: CurrentUser, coachMode: boolean): NavigationInput {
  return {
    user: {
      isCoach: user.is_coach,
      billingIssue: user.billing_issue,
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
