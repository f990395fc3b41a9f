import { describe, expect, it } from 'vitest';
import { planOptionRules, planOptionsFor } from '../../../src/features/onboarding/planOptions';
import { pluginsFor, type Applied } from './harness';

const plansOf = (applied: Applied) =>
  planOptionsFor(
    { sex: 'MALE' },
    applied.host.entries(planOptionRules).map((e) => e.value),
  );

describe('diet-options (FF_DISABLE_LOW_CARB_OPTION, FF_DISABLE_KETO_OPTION)', () => {
  it('on: the switched-off plans are not offered', async () => {
    expect(plansOf(await pluginsFor(['FF_DISABLE_LOW_CARB_OPTION']))).toEqual([
      'RECOMMENDED',
      'KETO',
      'CHOOSE_YOUR_OWN',
    ]);
    expect(plansOf(await pluginsFor(['FF_DISABLE_KETO_OPTION']))).toEqual([
      'RECOMMENDED',
      'LOW_CARB',
      'CHOOSE_YOUR_OWN',
    ]);
    expect(plansOf(await pluginsFor(['FF_DISABLE_LOW_CARB_OPTION', 'FF_DISABLE_KETO_OPTION']))).toEqual([
      'RECOMMENDED',
      'CHOOSE_YOUR_OWN',
    ]);
  });

  it('off: every plan, and its code is never imported', async () => {
    const off = await pluginsFor([]);
    expect(plansOf(off)).toEqual(['RECOMMENDED', 'LOW_CARB', 'KETO', 'CHOOSE_YOUR_OWN']);
    expect(off.loaded('diet-options')).toBe(false);
  });

  it('one flag switched off live while the other stays: the plugin registers again for the new flags', async () => {
    const applied = await pluginsFor(['FF_DISABLE_LOW_CARB_OPTION', 'FF_DISABLE_KETO_OPTION']);
    await applied.reapply(['FF_DISABLE_KETO_OPTION']);
    expect(plansOf(applied)).toEqual(['RECOMMENDED', 'LOW_CARB', 'CHOOSE_YOUR_OWN']);
  });
});
