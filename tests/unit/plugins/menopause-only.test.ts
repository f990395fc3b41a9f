import { describe, expect, it } from 'vitest';
import { planOptionRules, planOptionsFor } from '../../../src/features/onboarding/planOptions';
import { pluginsFor, type Applied } from './harness';

const plansOf = (applied: Applied, sex: 'MALE' | 'FEMALE') =>
  planOptionsFor(
    { sex },
    applied.host.entries(planOptionRules).map((e) => e.value),
  );

describe('menopause-only (FF_FEMALE_HORMONES_MENOPAUSE_ONLY)', () => {
  it('on: women are offered the menopause plan and not the cycle diet, with or without the hormone flag', async () => {
    expect(plansOf(await pluginsFor(['FF_FEMALE_HORMONES', 'FF_FEMALE_HORMONES_MENOPAUSE_ONLY']), 'FEMALE')).toEqual([
      'RECOMMENDED',
      'LOW_CARB',
      'KETO',
      'CHOOSE_YOUR_OWN',
      'MENOPAUSE',
    ]);
    expect(plansOf(await pluginsFor(['FF_FEMALE_HORMONES_MENOPAUSE_ONLY']), 'FEMALE')).toEqual([
      'RECOMMENDED',
      'LOW_CARB',
      'KETO',
      'CHOOSE_YOUR_OWN',
      'MENOPAUSE',
    ]);
    expect(plansOf(await pluginsFor(['FF_FEMALE_HORMONES_MENOPAUSE_ONLY']), 'MALE')).toEqual([
      'RECOMMENDED',
      'LOW_CARB',
      'KETO',
      'CHOOSE_YOUR_OWN',
    ]);
  });

  it('off: its code is never imported, and the hormone flag alone offers both plans', async () => {
    const off = await pluginsFor(['FF_FEMALE_HORMONES']);
    expect(off.loaded('menopause-only')).toBe(false);
    expect(plansOf(off, 'FEMALE')).toContain('CYCLE_DIET');
  });
});
