import { describe, expect, it } from 'vitest';
import { planningProfileProjection } from '../profile/planningProfile';
import { dayPlanOf } from './dayPlan';

const profile = {
  sex: 'FEMALE' as const,
  age: 34,
  heightCm: 168,
  weightKg: 70,
  bodyFat: null,
  activity: 'MILDLY_ACTIVE' as const,
  goal: 'LOSE_WEIGHT' as const,
  weeklyChangeKg: 0.5,
  diet: 'OMNIVORE' as const,
  sustainability: null,
  keto: false,
  lowCarb: false,
};

describe('the day plan the diary shows', () => {
  it('before any profile: the default moments, no targets', () => {
    const plan = dayPlanOf(planningProfileProjection.initialState, '2026-11-24');
    expect(plan).toEqual({
      dayPlanId: null,
      moments: ['BREAKFAST', 'LUNCH', 'AFTERNOON_SNACK', 'DINNER'],
      day: null,
      slots: {},
    });
  });

  it("with a profile and a meal plan: the plan's moments, and slot targets that add up to the day", () => {
    const plan = dayPlanOf(
      {
        ...planningProfileProjection.initialState,
        mealSizesSaved: true,
        nutrition: { profile, intolerances: [], allergens: [], dislikes: [] },
        mealSizes: [
          { moment: 'BREAKFAST', enabled: true, size: 30 },
          { moment: 'LUNCH', enabled: true, size: 30 },
          { moment: 'DINNER', enabled: true, size: 40 },
          { moment: 'LATE_SNACK', enabled: false, size: 0 },
        ],
      },
      '2026-11-24',
    );
    expect(plan.moments).toEqual(['BREAKFAST', 'LUNCH', 'DINNER']);
    expect(plan.day!.kcal).toBeGreaterThanOrEqual(1250);
    const slots = Object.values(plan.slots);
    expect(slots.reduce((sum, s) => sum + s.kcal, 0)).toBe(plan.day!.kcal);
    expect(slots.reduce((sum, s) => sum + s.protein, 0)).toBe(plan.day!.protein);
    expect(plan.slots.DINNER!.kcal).toBeGreaterThan(plan.slots.LUNCH!.kcal);
  });
});
