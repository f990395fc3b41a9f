import type { PluginApi } from '../../core/plugins';
import { hasActiveSubscription, paidAccessSlot, type PaywallUser } from '../../features/onboarding/access';

/**
 * 1-shell.txt section 4: a self-service customer (not a coach, no payment override) of an
 * organisation with a product, without an active or trialing subscription.
 */
export const lacksSubscription = (user: PaywallUser): boolean =>
  user !== null &&
  user.is_diy &&
  !user.is_coach &&
  !user.payment_status_override &&
  user.organisation.has_product &&
  !hasActiveSubscription(user);

export const register = (api: PluginApi): (() => void) =>
  api.fold(paidAccessSlot, { id: 'subscription', apply: (lacks, user) => lacks || lacksSubscription(user) });
