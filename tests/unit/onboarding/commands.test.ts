import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { given } from '../../../src/core/testing/decider';
import {
  completeOnboarding,
  firstWeekPlanRequest,
  type OnboardingAnswers,
} from '../../../src/features/onboarding/commands';
import { ONBOARDING_MEAL_TIMES } from '../../../src/features/onboarding/forms';
import { BREAKFAST_LUNCH_DINNER_SIZES } from './fixtures';
import { DayPlanSaved, MealPlanSet, NutritionProfileSet, UnitsChosen } from '../../../src/features/profile/events';
import { planningProfileProjection } from '../../../src/features/profile/planningProfile';
import { fold } from '../../../src/core/projection';
import type { EventDraft } from '../../../src/core/events';
import { envelopesOf } from '../../../src/core/testing/decider';

const META = {
  commandId: '01900000-0000-7000-8000-000000000001',
  now: '2026-11-22T09:00:00.000Z',
  actor: 'user:test',
  stream: 'user:test',
};
import { dailyTargets } from '../../../src/core/nutrition/dailyTargets';
import { mealTargets } from '../../../src/core/nutrition/mealSizes';
import type { NutritionProfile } from '../../../src/core/nutrition/profile';

/** The day's targets over breakfast, lunch and dinner by the meal-size rule (tested in the nutrition tests). */
const slotsOf = (day: { kcal: number; protein: number; carbs: number; fat: number }) =>
  mealTargets(day, BREAKFAST_LUNCH_DINNER_SIZES).map(({ moment, kcal, protein, carbs, fat }) => ({
    moment,
    kcal,
    protein,
    carbs,
    fat,
  }));

const answers: OnboardingAnswers = {
  goal: 'LOSE_WEIGHT',
  activity: 'MILDLY_ACTIVE',
  age: 34,
  sex: 'FEMALE',
  heightCm: 168,
  weightKg: 72,
  goalWeightKg: 65,
  weeklyGoal: 'LOSE_0_5_KG_PER_WEEK',
  plan: 'RECOMMENDED',
  customTargets: null,
  cycle: null,
  mealTimes: ['BREAKFAST', 'LUNCH', 'DINNER'],
  dietaryPreference: 'VEGETARIAN',
  intolerances: ['NO_INTOLERANCE'],
  dislikes: ['MUSHROOM'],
};

const profileOf = (overrides: Record<string, unknown> = {}) => ({
  sex: 'FEMALE' as const,
  age: 34,
  heightCm: 168,
  weightKg: 72,
  bodyFat: null,
  activity: 'MILDLY_ACTIVE' as const,
  goal: 'LOSE_WEIGHT' as const,
  weeklyChangeKg: 0.5,
  diet: 'VEGETARIAN' as const,
  sustainability: null,
  keto: false,
  lowCarb: false,
  ...overrides,
});

describe('CompleteOnboarding (the final save)', () => {
  it('saves the profile with the goal weight and what the person avoids, and the meal plan of the chosen meal times', () => {
    given()
      .when(completeOnboarding, answers)
      .then([
        NutritionProfileSet.draft({
          profile: profileOf(),
          intolerances: [],
          allergens: [],
          dislikes: ['MUSHROOM'],
          plan: 'RECOMMENDED',
          goalWeightKg: 65,
        }),
        MealPlanSet.draft({ sizes: [...BREAKFAST_LUNCH_DINNER_SIZES] }),
        DayPlanSaved.draft({
          dayPlanId: 'diy',
          name: 'DIY',
          weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
          slots: slotsOf(dailyTargets(profileOf() as NutritionProfile)),
          energyBalance: null,
          macroAdjustment: null,
          sizes: [...BREAKFAST_LUNCH_DINNER_SIZES],
        }),
      ]);
  });

  it('saves the units chosen for weight and height, once: a redo in the same units adds none', () => {
    const units = { weight: 'STONES', height: 'FEET_INCHES' } as const;
    const decision = (given: readonly EventDraft[]) =>
      completeOnboarding.decide(
        completeOnboarding.schema.parse({ ...answers, units }),
        fold(planningProfileProjection, envelopesOf(given)),
        META,
      );
    const first = decision([]);
    expect(first.ok && first.value.at(-1)).toEqual(UnitsChosen.draft(units));
    const again = decision([UnitsChosen.draft(units)]);
    expect(again.ok && again.value.map((e) => e.type)).toEqual(['NutritionProfileSet', 'MealPlanSet', 'DayPlanSaved']);
  });

  it('keeps the person\'s own targets only on "choose your own", and the cycle data only on the cycle diet', () => {
    const own = { kcal: 1900, protein: 120, carbs: 200, fat: 65 };
    const cycle = { lastPeriodStart: '2026-11-10', length: 28 };
    const result = completeOnboarding.decide(
      { ...answers, plan: 'CHOOSE_YOUR_OWN', customTargets: own, cycle },
      completeOnboarding.projection.initialState,
      { commandId: 'c', now: '2026-11-22T10:00:00Z', actor: 'user:1', stream: 'user:1' } as never,
    );
    expect(result.ok && result.value[0]!.payload).toMatchObject({ customTargets: own });
    expect(result.ok && (result.value[0]!.payload as { cycle?: unknown }).cycle).toBeUndefined();
  });

  it.each([
    ['losing weight without a weekly goal', { weeklyGoal: null }, 'weekly_goal_missing'],
    ['"choose your own" without numbers', { plan: 'CHOOSE_YOUR_OWN' as const }, 'own_targets_missing'],
    ['the cycle diet without dates', { plan: 'CYCLE_DIET' as const }, 'cycle_missing'],
  ])('refuses %s', (_case, overrides, code) => {
    given()
      .when(completeOnboarding, { ...answers, ...overrides })
      .thenRejects(code);
  });

  it('refuses an age under 18 before deciding anything', () => {
    given()
      .when(completeOnboarding, { ...answers, age: 17 })
      .thenInvalid('age');
  });

  it('whatever meal times are chosen, the enabled sizes add up to 100 in whole percents', () => {
    fc.assert(
      fc.property(fc.subarray([...ONBOARDING_MEAL_TIMES], { minLength: 2, maxLength: 5 }), (mealTimes) => {
        const result = completeOnboarding.decide(
          { ...answers, mealTimes },
          completeOnboarding.projection.initialState,
          { commandId: 'c', now: '2026-11-22T10:00:00Z', actor: 'user:1', stream: 'user:1' } as never,
        );
        expect(result.ok).toBe(true);
        const sizes = (result.ok ? result.value[1]!.payload : { sizes: [] }) as {
          sizes: { enabled: boolean; size: number }[];
        };
        const enabled = sizes.sizes.filter((s) => s.enabled);
        expect(enabled.reduce((sum, s) => sum + s.size, 0)).toBe(100);
        expect(enabled.every((s) => Number.isInteger(s.size) && s.size > 0)).toBe(true);
      }),
    );
  });

  it('asks the server for the first week from today, unless the organisation switched it off', () => {
    expect(firstWeekPlanRequest('2026-11-22', { auto_plan_initial_meals: true })).toEqual({
      path: '/planner/autoPlanDays/',
      body: { num_days: 7, start_date_inclusive: '2026-11-22', delete_existing_plans: true },
    });
    expect(firstWeekPlanRequest('2026-11-22', { auto_plan_initial_meals: false })).toBeNull();
  });
});
