import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateMealSizes,
  DEFAULT_MEAL_PLAN,
  MEAL_MOMENTS,
  mealTargets,
  type MealMoment,
  type MealSize,
} from '../../../src/core/nutrition';

const enabledSizes = (sizes: readonly MealSize[]) =>
  Object.fromEntries(sizes.filter((s) => s.enabled).map((s) => [s.moment, s.size]));
const plan = (sizes: Partial<Record<MealMoment, number>>): MealSize[] =>
  MEAL_MOMENTS.map((moment) => ({ moment, enabled: sizes[moment] !== undefined, size: sizes[moment] ?? 0 }));

describe('meal size allocation', () => {
  it.each<[MealMoment[], Partial<Record<MealMoment, number>>]>([
    // 100 left >= 90: dinner 40; breakfast and lunch share 60
    [['BREAKFAST', 'LUNCH', 'DINNER'], { BREAKFAST: 30, LUNCH: 30, DINNER: 40 }],
    // snack 10, 90 left: dinner 40; 50 shared
    [
      ['BREAKFAST', 'LUNCH', 'AFTERNOON_SNACK', 'DINNER'],
      { BREAKFAST: 25, LUNCH: 25, AFTERNOON_SNACK: 10, DINNER: 40 },
    ],
    // two snacks, 80 left: dinner 30; 50 shared
    [
      ['BREAKFAST', 'MORNING_SNACK', 'LUNCH', 'AFTERNOON_SNACK', 'DINNER'],
      { BREAKFAST: 25, MORNING_SNACK: 10, LUNCH: 25, AFTERNOON_SNACK: 10, DINNER: 30 },
    ],
    // three snacks, 70 left: dinner 30; 40 shared
    [
      ['BREAKFAST', 'MORNING_SNACK', 'LUNCH', 'AFTERNOON_SNACK', 'DINNER', 'SNACK'],
      { BREAKFAST: 20, MORNING_SNACK: 10, LUNCH: 20, AFTERNOON_SNACK: 10, DINNER: 30, SNACK: 10 },
    ],
    // pre-bed 20, 80 left: dinner 30; 50 shared
    [['BREAKFAST', 'LUNCH', 'DINNER', 'LATE_SNACK'], { BREAKFAST: 25, LUNCH: 25, DINNER: 30, LATE_SNACK: 20 }],
    // everything: 30 + 20, 50 left: dinner 30; 20 shared
    [
      [...MEAL_MOMENTS],
      { BREAKFAST: 10, MORNING_SNACK: 10, LUNCH: 10, AFTERNOON_SNACK: 10, DINNER: 30, SNACK: 10, LATE_SNACK: 20 },
    ],
    // only one of breakfast and lunch: dinner 40
    [['BREAKFAST', 'DINNER'], { BREAKFAST: 60, DINNER: 40 }],
    [['LUNCH', 'AFTERNOON_SNACK', 'DINNER'], { LUNCH: 50, AFTERNOON_SNACK: 10, DINNER: 40 }],
    // 10 + 10 + 20 = 40, 60 left, one main: dinner 40, breakfast 20
    [
      ['BREAKFAST', 'MORNING_SNACK', 'SNACK', 'DINNER', 'LATE_SNACK'],
      { BREAKFAST: 20, MORNING_SNACK: 10, DINNER: 40, SNACK: 10, LATE_SNACK: 20 },
    ],
    [['BREAKFAST', 'LUNCH'], { BREAKFAST: 50, LUNCH: 50 }],
    [['BREAKFAST'], { BREAKFAST: 100 }],
    // no breakfast and no lunch: the last enabled slot takes what is left
    [['DINNER'], { DINNER: 100 }], // 30, then the remainder
    [['AFTERNOON_SNACK', 'DINNER'], { AFTERNOON_SNACK: 10, DINNER: 90 }], // 10 + 40, dinner takes 50 more
    [['MORNING_SNACK', 'SNACK'], { MORNING_SNACK: 10, SNACK: 90 }],
    [[], {}],
  ])('%j: %j', (enabled, sizes) => {
    expect(enabledSizes(allocateMealSizes(enabled))).toEqual(sizes);
  });

  it('lists every moment in day order, disabled ones at 0', () => {
    expect(allocateMealSizes(['DINNER', 'BREAKFAST', 'LUNCH'])).toEqual(plan({ BREAKFAST: 30, LUNCH: 30, DINNER: 40 }));
  });

  it('the default plan: breakfast 25, lunch 30, afternoon snack 5, dinner 40, others off', () => {
    expect(DEFAULT_MEAL_PLAN).toEqual(plan({ BREAKFAST: 25, LUNCH: 30, AFTERNOON_SNACK: 5, DINNER: 40 }));
  });

  it('(property) the enabled slots add up to 100, in steps of 5, and only enabled slots have a size', () => {
    fc.assert(
      fc.property(fc.subarray([...MEAL_MOMENTS], { minLength: 1 }), (enabled) => {
        const sizes = allocateMealSizes(enabled);
        expect(sizes.filter((s) => s.enabled).reduce((sum, s) => sum + s.size, 0)).toBe(100);
        for (const s of sizes) {
          expect(s.enabled).toBe(enabled.includes(s.moment));
          expect(s.size % 5).toBe(0);
          if (s.enabled) expect(s.size).toBeGreaterThan(0);
          else expect(s.size).toBe(0);
        }
      }),
    );
  });
});

describe('targets per meal', () => {
  const day = { kcal: 2000, protein: 150, carbs: 192, fat: 70 };

  it('splits the day by the default plan, the last slot taking the remainder', () => {
    // running totals at 25, 55, 60, 100 percent, rounded, then differenced:
    // protein 37.5 -> 38, 82.5 -> 83, 90, 150: 38, 45, 7, 60
    // carbs 48, 105.6 -> 106, 115.2 -> 115, 192: 48, 58, 9, 77
    // fat 17.5 -> 18, 38.5 -> 39, 42, 70: 18, 21, 3, 28
    expect(mealTargets(day, DEFAULT_MEAL_PLAN)).toEqual([
      { moment: 'BREAKFAST', kcal: 500, protein: 38, carbs: 48, fat: 18 },
      { moment: 'LUNCH', kcal: 600, protein: 45, carbs: 58, fat: 21 },
      { moment: 'AFTERNOON_SNACK', kcal: 100, protein: 7, carbs: 9, fat: 3 },
      { moment: 'DINNER', kcal: 800, protein: 60, carbs: 77, fat: 28 },
    ]);
  });

  it('rounds each slot on its own when the sizes do not add up to 100', () => {
    // 30 percent: 600, 45, 57.6 -> 58, 21; 40 percent: 800, 60, 76.8 -> 77, 28
    expect(mealTargets(day, plan({ BREAKFAST: 30, DINNER: 40 }))).toEqual([
      { moment: 'BREAKFAST', kcal: 600, protein: 45, carbs: 58, fat: 21 },
      { moment: 'DINNER', kcal: 800, protein: 60, carbs: 77, fat: 28 },
    ]);
  });

  // Cuts at distinct multiples of 5 between 0 and 100 give each enabled slot at least 5.
  const sizesSumming100 = fc.subarray([...MEAL_MOMENTS], { minLength: 1 }).chain((moments) =>
    fc
      .uniqueArray(fc.integer({ min: 1, max: 19 }), { minLength: moments.length - 1, maxLength: moments.length - 1 })
      .map((cuts) => {
        const bounds = [0, ...cuts.sort((x, y) => x - y).map((c) => c * 5), 100];
        return plan(Object.fromEntries(moments.map((m, i) => [m, bounds[i + 1]! - bounds[i]!])));
      }),
  );

  it('(property) with sizes adding up to 100 the slots add up to the day exactly, none below 0 nor more than 1 off its share', () => {
    fc.assert(
      fc.property(
        sizesSumming100,
        fc.record({
          kcal: fc.integer({ min: 1250, max: 6000 }),
          protein: fc.integer({ min: 50, max: 400 }),
          carbs: fc.integer({ min: 0, max: 800 }),
          fat: fc.integer({ min: 40, max: 300 }),
        }),
        (sizes, target) => {
          const slots = mealTargets(target, sizes);
          for (const key of ['kcal', 'protein', 'carbs', 'fat'] as const) {
            expect(slots.reduce((sum, s) => sum + s[key], 0)).toBe(target[key]);
            for (const s of slots) {
              const share = (target[key] * sizes.find((x) => x.moment === s.moment)!.size) / 100;
              expect(s[key]).toBeGreaterThanOrEqual(0);
              expect(Math.abs(s[key] - share)).toBeLessThan(1);
            }
          }
        },
      ),
    );
  });
});
