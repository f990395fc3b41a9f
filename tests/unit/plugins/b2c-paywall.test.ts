import { describe, expect, it } from 'vitest';
import { paidAccessSlot, type PaywallUser } from '../../../src/features/onboarding/access';
import { pluginsFor } from './harness';

const user = (patch: Record<string, unknown> = {}) =>
  ({
    is_diy: true,
    is_coach: false,
    payment_status_override: false,
    customer: null,
    organisation: { recipe_system_type: 'COMPLEX', has_product: true },
    ...patch,
  }) as unknown as PaywallUser;

describe('b2c-paywall (FF_B2C_PAYWALL)', () => {
  it.each([
    ['product, no subscription', user(), true],
    ['product, active subscription', user({ customer: { subscriptions: [{ status: 'active', items: [] }] } }), false],
    ['product, trialing', user({ customer: { subscriptions: [{ status: 'trialing', items: [] }] } }), false],
    ['product, canceled', user({ customer: { subscriptions: [{ status: 'canceled', items: [] }] } }), true],
    ['no product', user({ organisation: { recipe_system_type: 'COMPLEX', has_product: false } }), false],
    ['payment override', user({ payment_status_override: true }), false],
    ['a coach client', user({ is_diy: false }), false],
    ['a visitor not signed in yet', null, false],
  ])('on, %s', async (_, who, blocked) => {
    const on = await pluginsFor(['FF_B2C_PAYWALL']);
    expect(on.host.folded(paidAccessSlot, false, who)).toBe(blocked);
  });

  it('off: nobody lacks paid access, and its code is never imported', async () => {
    const off = await pluginsFor([]);
    expect(off.host.folded(paidAccessSlot, false, user())).toBe(false);
    expect(off.loaded('b2c-paywall')).toBe(false);
  });
});
