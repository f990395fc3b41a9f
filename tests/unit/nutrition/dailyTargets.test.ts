import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITIES,
  dailyTargets,
  DIETS,
  GOALS,
  LIMITS,
  macroKcal,
  nutritionProfileSchema,
  SUSTAINABILITIES,
  type MacroTargets,
  type NutritionProfileInput,
} from '../../../src/core/nutrition';
import { profile } from './fixtures';

describe('daily targets, worked through by hand', () => {
  it.each<[string, Partial<NutritionProfileInput>, MacroTargets]>([
    [
      // Mifflin 1414 x 1.375 = 1944.25, minus 550 = 1394. Protein 1.6 x 70 = 112 (fallback: nobody asked
      // about sustainability). Fat 0.4 x resting (1414 x 1.12 = 1583.68) / 9 = 70.4 -> 70.
      // Carbs (1394 - 448 - 630) / 4 = 79.
      'the onboarding default: a woman losing 0.5 kg a week',
      {
        sex: 'FEMALE',
        age: 25,
        heightCm: 160,
        weightKg: 70,
        activity: 'MILDLY_ACTIVE',
        goal: 'LOSE_WEIGHT',
        weeklyChangeKg: 0.5,
        sustainability: null,
      },
      { kcal: 1394, protein: 112, carbs: 79, fat: 70, fiber: 40 },
    ],
    [
      // Katch 1838.8 x 1.25 x 1.2 = 2758.2, x 1.1 = 3034. Protein 1.8 x 80 = 144. Fat 0.4 x 1838.8 / 9 = 81.7 -> 82.
      // Carbs (3034 - 576 - 738) / 4 = 430, above 2800: 430 x 2600 / 3034 = 368.5 -> 368. Fat (3034 - 576 - 1472) / 9 = 109.6 -> 110.
      'a lean man building muscle, above 2800 kcal',
      { sex: 'MALE', bodyFat: 0.15, activity: 'ACTIVE', goal: 'GAIN_MUSCLE' },
      { kcal: 3034, protein: 144, carbs: 368, fat: 110, fiber: 40 },
    ],
    [
      // Katch 1303.12 x 1.12 = 1459.4944, plus 144 exercise, x 1.2 = 1924.19 -> 1924. Protein 1.5 x 60 = 90 x 2.4 / 1.8 = 120.
      // Fat 0.25 x 1459.4944 / 9 = 40.5 -> 41. Carbs 268.75, keto: 40. Fat (1924 - 480 - 160) / 9 = 142.7 -> 143.
      'a vegan woman on keto, sustainable, who exercises',
      {
        sex: 'FEMALE',
        age: 40,
        heightCm: 165,
        weightKg: 60,
        bodyFat: 0.28,
        activity: 'MILDLY_ACTIVE',
        diet: 'VEGAN',
        sustainability: 'SUSTAINABLE',
        keto: true,
        exercises: [{ kcalPerKgPerMin: 0.14, minutesPerSession: 60, sessionsPerWeek: 2 }],
      },
      { kcal: 1924, protein: 120, carbs: 40, fat: 143, fiber: 40 },
    ],
    [
      // Katch 370 + 21.6 x 66.5 = 1806.4, x 1 x 1.2 = 2167.68; the coach's 80 percent: 1734.1 -> 1734.
      // Protein 2 x 66.5 = 133 (30 percent fat is above 20). Fat 0.25 x 1806.4 / 9 = 50.2 -> 50.
      // Carbs (1734 - 532 - 450) / 4 = 188, low carb cap 1734 / 16 = 108.4 -> 108. Fat (1734 - 532 - 432) / 9 = 85.6 -> 86.
      "a coach's 80 percent for a heavier man on low carb",
      {
        age: 50,
        heightCm: 175,
        weightKg: 95,
        bodyFat: 0.3,
        goal: 'LOSE_WEIGHT',
        weeklyChangeKg: 0.5,
        energyBalance: 80,
        sustainability: 'SUSTAINABLE',
        lowCarb: true,
      },
      { kcal: 1734, protein: 133, carbs: 108, fat: 86, fiber: 40 },
    ],
    [
      // Mifflin 450 + 937.5 - 300 - 161 = 926.5, x 1.2 = 1111.8, minus 1100 = 11.8: the floor, 1250.
      // Protein 1.8 x 45 = 81. Fat 0.4 x 926.5 / 9 = 41.2 -> 41. Carbs (1250 - 324 - 369) / 4 = 139.25 -> 139.
      'a small older woman: the 1250 floor',
      { sex: 'FEMALE', age: 60, heightCm: 150, weightKg: 45, goal: 'LOSE_WEIGHT', weeklyChangeKg: 1 },
      { kcal: 1250, protein: 81, carbs: 139, fat: 41, fiber: 40 },
    ],
    [
      // Harris-Benedict 1853.632 x 1.2 = 2224.36 -> 2224. Protein 144. Fat 0.4 x 1853.632 / 9 = 82.4 -> 82.
      // Carbs (2224 - 576 - 738) / 4 = 227.5 -> 227. Fat (2224 - 576 - 908) / 9 = 82.2 -> 82.
      'Harris-Benedict when asked for',
      { bmrFormula: 'HARRIS_BENEDICT' },
      { kcal: 2224, protein: 144, carbs: 227, fat: 82, fiber: 40 },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(dailyTargets(profile(overrides))).toEqual(expected);
  });
});

describe('the profile schema', () => {
  it('fills the defaults', () => {
    const p = profile();
    expect([p.diet, p.keto, p.lowCarb]).toEqual(['OMNIVORE', false, false]);
  });

  it.each<[string, Partial<NutritionProfileInput>]>([
    ['age 17', { age: 17 }],
    ['height 119 cm', { heightCm: 119 }],
    ['weight 301 kg', { weightKg: 301 }],
    ['body fat 61 percent', { bodyFat: 0.61 }],
    ['energy balance 9', { energyBalance: 9 }],
  ])('refuses %s', (_name, overrides) => {
    expect(() => profile(overrides)).toThrow();
  });
});

const validProfile = fc
  .record({
    sex: fc.constantFrom('MALE', 'FEMALE'),
    age: fc.integer({ min: LIMITS.age.min, max: LIMITS.age.max }),
    heightCm: fc.double({ min: LIMITS.heightCm.min, max: LIMITS.heightCm.max, noNaN: true }),
    weightKg: fc.double({ min: LIMITS.weightKg.min, max: LIMITS.weightKg.max, noNaN: true }),
    bodyFat: fc.option(fc.double({ min: LIMITS.bodyFat.min, max: LIMITS.bodyFat.max, noNaN: true })),
    activity: fc.constantFrom(...ACTIVITIES),
    goal: fc.constantFrom(...GOALS),
    weeklyChangeKg: fc.option(fc.constantFrom(0.25, 0.5, 0.75, 1)),
    diet: fc.constantFrom(...DIETS),
    sustainability: fc.option(fc.constantFrom(...SUSTAINABILITIES)),
    keto: fc.boolean(),
    lowCarb: fc.boolean(),
    energyBalance: fc.option(fc.integer({ min: LIMITS.energyBalance.min, max: LIMITS.energyBalance.max })),
    exercises: fc.array(
      fc.record({
        kcalPerKgPerMin: fc.double({ min: 0.01, max: 0.3, noNaN: true }),
        minutesPerSession: fc.integer({ min: 5, max: 180 }),
        sessionsPerWeek: fc.integer({ min: 1, max: 14 }),
      }),
      { maxLength: 3 },
    ),
    bmrFormula: fc.constantFrom('MIFFLIN_ST_JEOR', 'HARRIS_BENEDICT'),
  })
  .map((p) => nutritionProfileSchema.parse(p));

describe('daily targets: properties', () => {
  it('(property) never below the floors: 1250 kcal, 50 g protein, 40 g fat, 0 g carbs; keto and low carb caps hold', () => {
    fc.assert(
      fc.property(validProfile, (p) => {
        const t = dailyTargets(p);
        for (const v of Object.values(t)) expect(Number.isInteger(v)).toBe(true);
        expect(t.kcal).toBeGreaterThanOrEqual(1250);
        expect(t.protein).toBeGreaterThanOrEqual(50);
        expect(t.fat).toBeGreaterThanOrEqual(40);
        expect(t.carbs).toBeGreaterThanOrEqual(0);
        expect(t.fiber).toBe(40);
        if (p.keto) expect(t.carbs).toBeLessThanOrEqual(40);
        else if (p.lowCarb) expect(t.carbs).toBeLessThanOrEqual(t.kcal / 16);
      }),
      { numRuns: 1000 },
    );
  });

  it('(property) the macros add up to the calorie target within half a gram of fat (4.5 kcal)', () => {
    fc.assert(
      fc.property(validProfile, (p) => {
        const t = dailyTargets(p);
        expect(Math.abs(macroKcal(t) - t.kcal)).toBeLessThanOrEqual(4.5);
      }),
      { numRuns: 1000 },
    );
  });
});
