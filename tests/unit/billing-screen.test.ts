import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../src/core/api/user';
import { billingScreenOf, managesSubscription } from '../../src/features/billing/billingScreen';

const person = (
  patch: Partial<Pick<CurrentUser, 'is_coach' | 'is_diy' | 'billing_issue'>>,
  hasProduct = false,
  diyOrg = false,
) => ({
  is_coach: false,
  is_diy: false,
  billing_issue: 'accountDisabled' as CurrentUser['billing_issue'],
  ...patch,
  organisation: { has_product: hasProduct, clients_are_diy: diyOrg } as CurrentUser['organisation'],
});

describe('the billing-issue screen a blocked person sees (1-shell.txt section 2)', () => {
  it('a coach: the billing warning', () => expect(billingScreenOf(person({ is_coach: true }))).toBe('coach'));
  it('a self-service customer of an organisation that sells a subscription: no valid subscription', () =>
    expect(billingScreenOf(person({ is_diy: true, billing_issue: 'subscriptionRequired' }, true))).toBe(
      'noSubscription',
    ));
  it("a coach's client, or a self-service person of an organisation without a product: contact support", () => {
    expect(billingScreenOf(person({ billing_issue: 'coachDisabled' }))).toBe('client');
    expect(billingScreenOf(person({ is_diy: true, billing_issue: 'subscriptionsInactive' }))).toBe('client');
  });
  it('someone not blocked: in order', () => expect(billingScreenOf(person({ billing_issue: null }))).toBe('inOrder'));
});

describe("'Manage subscription' (1-shell.txt section 6)", () => {
  it('shows for coaches, self-service people and organisations of self-service clients', () => {
    expect(managesSubscription(person({ is_coach: true }))).toBe(true);
    expect(managesSubscription(person({ is_diy: true }))).toBe(true);
    expect(managesSubscription(person({}, false, true))).toBe(true);
    expect(managesSubscription(person({}))).toBe(false);
  });
});
