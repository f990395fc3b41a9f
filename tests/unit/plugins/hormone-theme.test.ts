import { describe, expect, it } from 'vitest';
import { HORMONE_PRIMARY, themeSlot } from '../../../src/core/theme';
import { BASE_DIARY_VIEW, diaryViewOptions } from '../../../src/features/diary/viewOptions';
import { planOptionRules, planOptionsFor } from '../../../src/features/onboarding/planOptions';
import { profileSections } from '../../../src/features/profile/slots';
import { recipeCardBadges, recipeDetailBoxes } from '../../../src/features/recipes/slots';
import { pluginsFor, type Applied } from './harness';

const brand = { primary: '#00bcd4' };
const themeOf = (applied: Applied, planType: string | null, hasMenstrualPlan = false) =>
  applied.host.folded(themeSlot, brand, { planType, hasMenstrualPlan }).primary;
const plansOf = (applied: Applied, sex: 'MALE' | 'FEMALE') =>
  planOptionsFor(
    { sex },
    applied.host.entries(planOptionRules).map((e) => e.value),
  );

describe('hormone-theme (FF_FEMALE_HORMONES)', () => {
  it('on: the purple theme for a woman on the cycle or menopause diet or with a menstrual plan, the brand colour otherwise', async () => {
    const on = await pluginsFor(['FF_FEMALE_HORMONES']);
    expect(themeOf(on, 'CYCLE_DIET')).toBe(HORMONE_PRIMARY);
    expect(themeOf(on, 'MENOPAUSE')).toBe(HORMONE_PRIMARY);
    expect(themeOf(on, null, true)).toBe(HORMONE_PRIMARY);
    expect(themeOf(on, 'RECOMMENDED')).toBe('#00bcd4');
    expect(themeOf(on, null)).toBe('#00bcd4');
  });

  it("on: the phase badge, the profile's cycle settings, the hormone plans for women, and the HORMONE indicator and info box on recipes", async () => {
    const on = await pluginsFor(['FF_FEMALE_HORMONES']);
    expect(on.host.folded(diaryViewOptions, BASE_DIARY_VIEW, undefined).phaseBadge).toBe(true);
    expect(on.host.entries(profileSections).map((e) => e.id)).toEqual(['cycle']);
    expect(plansOf(on, 'FEMALE')).toEqual([
      'RECOMMENDED',
      'LOW_CARB',
      'KETO',
      'CHOOSE_YOUR_OWN',
      'CYCLE_DIET',
      'MENOPAUSE',
    ]);
    expect(plansOf(on, 'MALE')).toEqual(['RECOMMENDED', 'LOW_CARB', 'KETO', 'CHOOSE_YOUR_OWN']);
    expect(on.host.entries(recipeCardBadges).map((e) => e.id)).toEqual(['hormone']);
    expect(on.host.entries(recipeDetailBoxes).map((e) => e.id)).toEqual(['hormone']);
    expect(on.namespaces()).toContain('hormones');
  });

  it('off: no purple, no badge, no hormone plans, nothing on recipes, and its code is never imported', async () => {
    const off = await pluginsFor([]);
    expect(themeOf(off, 'CYCLE_DIET', true)).toBe('#00bcd4');
    expect(off.host.folded(diaryViewOptions, BASE_DIARY_VIEW, undefined).phaseBadge).toBe(false);
    expect(off.host.entries(profileSections)).toEqual([]);
    expect(plansOf(off, 'FEMALE')).toEqual(['RECOMMENDED', 'LOW_CARB', 'KETO', 'CHOOSE_YOUR_OWN']);
    expect(off.host.entries(recipeCardBadges)).toEqual([]);
    expect(off.host.entries(recipeDetailBoxes)).toEqual([]);
    expect(off.loaded('hormone-theme')).toBe(false);
    expect(off.namespaces()).toEqual([]);
  });

  it('switched off live: the purple goes without a reload', async () => {
    const applied = await pluginsFor(['FF_FEMALE_HORMONES']);
    await applied.reapply([]);
    expect(themeOf(applied, 'CYCLE_DIET')).toBe('#00bcd4');
    expect(applied.host.active()).not.toContain('hormone-theme');
  });
});
