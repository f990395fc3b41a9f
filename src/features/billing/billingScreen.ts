import type { ComponentType } from 'react';
import type { BillingIssue, CurrentUser } from '../../core/api/user';
import { listSlot } from '../../core/plugins';

/**
 * Which billing-issue screen a blocked person sees (1-shell.txt section 2): a coach the billing
 * warning with the store and desktop links; a self-service customer of an organisation that sells
 * a subscription 'We cannot find a valid subscription for you'; another client 'contact support'.
 */
export type BillingScreen = 'coach' | 'noSubscription' | 'client' | 'inOrder';

export function billingScreenOf(
  user: Pick<CurrentUser, 'is_coach' | 'is_diy' | 'organisation' | 'billing_issue'>,
): BillingScreen {
  if (user.billing_issue === null) return 'inOrder';
  if (user.is_coach) return 'coach';
  if (user.is_diy && user.organisation.has_product) return 'noSubscription';
  return 'client';
}

/** 'Manage subscription' (1-shell.txt section 6): coaches, self-service people and DIY organisations; we are always on the web. */
export const managesSubscription = (user: Pick<CurrentUser, 'is_coach' | 'is_diy' | 'organisation'>): boolean =>
  user.is_coach || user.is_diy || user.organisation.clients_are_diy;

/** What a blocked person can do about it, from plugins: the paywall's Subscribe. */
export interface BillingAction {
  readonly issue: BillingIssue | null;
  readonly user: Pick<CurrentUser, 'is_coach' | 'is_diy' | 'organisation'>;
}
export const billingActionsSlot = listSlot<ComponentType<BillingAction>>('billing.actions');
