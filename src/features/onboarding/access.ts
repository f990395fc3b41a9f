import type { CurrentUser } from '../../core/api/user';
import type { FlagSet } from '../../core/flags';

const ACTIVE = new Set(['active', 'trialing']);

/**
 * A self-service (B2C) customer needs a paid subscription only when the B2C paywall flag is on and
 * the organisation sells a product (1-shell.txt section 4); a payment override lets anyone in.
 * The goal screen then shows the billing issue instead of the flow.
 */
export function lacksPaidAccess(user: Pick<CurrentUser, 'is_diy' | 'is_coach' | 'payment_status_override' | 'customer' | 'organisation'>, flags: FlagSet): boolean {
  if (!user.is_diy || user.is_coach || user.payment_status_override) return false;
  if (!flags.FF_B2C_PAYWALL || !user.organisation.has_product) return false;
  return !(user.customer?.subscriptions ?? []).some((s) => ACTIVE.has(s.status));
}

/** A self-service person of an ordinary organisation who has no nutrition plan yet goes through the full onboarding. */
export const needsOnboarding = (user: Pick<CurrentUser, 'is_diy' | 'is_coach' | 'organisation'>, nutrition: unknown): boolean =>
  user.is_diy && !user.is_coach && user.organisation.recipe_system_type === 'COMPLEX' && nutrition === null;
