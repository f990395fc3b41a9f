import { describe, expect, it } from 'vitest';
import {
  BASE_DIET_CHOICES,
  dietChoicesSlot,
  planOptionRules,
  planOptionsFor,
} from '../../../src/features/onboarding/planOptions';
import { pluginsFor } from './harness';

describe('plant-based (FF_PLANT_BASED_APP)', () => {
  it('on: no keto plan; vegan or vegetarian, required; no beef to dislike', async () => {
    const on = await pluginsFor(['FF_PLANT_BASED_APP']);
    expect(
      planOptionsFor(
        { sex: 'MALE' },
        on.host.entries(planOptionRules).map((e) => e.value),
      ),
    ).toEqual(['RECOMMENDED', 'LOW_CARB', 'CHOOSE_YOUR_OWN']);
    const choices = on.host.folded(dietChoicesSlot, BASE_DIET_CHOICES, undefined);
    expect(choices.diets).toEqual(['VEGAN', 'VEGETARIAN']);
    expect(choices.dietRequired).toBe(true);
    expect(choices.dislikes).not.toContain('BEEF');
  });

  it('off: every diet, none required, beef can be disliked; its code is never imported', async () => {
    const off = await pluginsFor([]);
    expect(off.host.folded(dietChoicesSlot, BASE_DIET_CHOICES, undefined)).toEqual(BASE_DIET_CHOICES);
    expect(BASE_DIET_CHOICES.diets).toEqual(['VEGAN', 'VEGETARIAN', 'PESCATARIAN']);
    expect(BASE_DIET_CHOICES.dislikes).toContain('BEEF');
    expect(off.loaded('plant-based')).toBe(false);
  });
});
