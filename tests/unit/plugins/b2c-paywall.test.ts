import { describe, expect, it } from 'vitest';
import { billingActionsSlot } from '../../../src/features/billing/billingScreen';
import { pluginsFor } from './harness';

describe('b2c-paywall (FF_B2C_PAYWALL)', () => {
  it("on: the billing-issue screen offers to subscribe (who is blocked is the server's rule: tests/api/billing-rule.test.ts)", async () => {
    const on = await pluginsFor(['FF_B2C_PAYWALL']);
    expect(on.host.entries(billingActionsSlot).map((entry) => entry.id)).toEqual(['subscribe']);
  });

  it('off: nothing is offered, and its code is never imported', async () => {
    const off = await pluginsFor([]);
    expect(off.host.entries(billingActionsSlot)).toEqual([]);
    expect(off.loaded('b2c-paywall')).toBe(false);
  });
});
