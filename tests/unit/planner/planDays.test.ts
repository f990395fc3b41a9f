import { describe, expect, it } from 'vitest';
import {
  hardRuleViolations,
  planDays,
  PORTION_GRID,
  WHOLE_SERVINGS_GRID,
  type DayRequest,
  type PlannerPreferences,
  type PlanRequest,
} from '../../../src/core/planner';
import { keepCarbCap } from '../../../src/core/planner/planDays';
import { addDays, NO_PREFERENCES, recipe, slot } from './fixtures';

const week = (slots: DayRequest['slots'], n = 7): DayRequest[] =>
  Array.from({ length: n }, (_, i) => ({ date: addDays('2026-03-02', i), slots }));
const request = (
  overrides: Partial<Omit<PlanRequest, 'preferences'>> & { preferences?: Partial<PlannerPreferences> },
): PlanRequest => ({
  days: week([slot('b', 'BREAKFAST', 500), slot('l', 'LUNCH', 700), slot('d', 'DINNER', 800)]),
  recipes: [],
  seed: 1,
  ...overrides,
  preferences: { ...NO_PREFERENCES, ...overrides.preferences },
});
/** Recipes whose macros match the slots' 20/50/30 split, at different sizes. */
const balanced = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const kcal = 300 + 40 * i;
    return recipe(`${prefix}${i}`, {
      per: { kcal, protein: (kcal * 0.2) / 4, carbs: (kcal * 0.5) / 4, fat: (kcal * 0.3) / 9 },
    });
  });
const recipeIds = (r: ReturnType<typeof planDays>) => r.days.map((d) => d.meals.map((m) => m.recipeId));

describe('planDays', () => {
  it('given recipes that can meet the targets, when a week is planned, then every day is within 5% kcal and 10% macros', () => {
    const result = planDays(request({ recipes: balanced('r', 12) }));
    expect(result.days).toHaveLength(7);
    for (const day of result.days) {
      expect(day.withinKcal5pct).toBe(true);
      expect(day.withinMacros10pct).toBe(true);
      expect(day.unfilled).toEqual([]);
      expect(day.meals.map((m) => m.slotId)).toEqual(['b', 'l', 'd']);
    }
  });

  it('given one recipe that fits best and others that fit well enough, when a week is planned, then no recipe is planned more than twice or on consecutive days', () => {
    const best = recipe('best', { per: { kcal: 800, protein: 40, carbs: 100, fat: 26.7 } });
    // Within every band, but a little worse than the best: a repeat cost alone would serve the best again.
    const others = balanced('o', 12).map((r) => ({
      ...r,
      perPortion: {
        ...r.perPortion,
        protein: r.perPortion.protein * 1.08,
        carbs: r.perPortion.carbs * 0.93,
        fat: r.perPortion.fat * 1.08,
      },
    }));
    const result = planDays(request({ recipes: [best, ...others], days: week([slot('d', 'DINNER', 800)]) }));
    const daysOf = new Map<string, number[]>();
    result.days.forEach((day, d) =>
      day.meals.forEach((m) => daysOf.set(m.recipeId, [...(daysOf.get(m.recipeId) ?? []), d])),
    );
    for (const days of daysOf.values()) {
      expect(days.length).toBeLessThanOrEqual(2);
      days.slice(1).forEach((d, i) => expect(d - days[i]!).toBeGreaterThan(1));
    }
  });

  it('given the week before is already planned, when the next week is planned, then a recipe of the last day is not on the first', () => {
    const recipes = balanced('r', 24);
    const before = planDays(request({ recipes, days: week([slot('d', 'DINNER', 800)]) }));
    const lastDay = before.days.at(-1)!;
    const next = planDays(
      request({
        recipes,
        days: week([slot('d', 'DINNER', 800)]).map((d, i) => ({ ...d, date: addDays('2026-03-09', i) })),
        alreadyPlanned: before.days.flatMap((day) =>
          day.meals.map((m) => ({ date: day.date, recipeId: m.recipeId, nutrients: m.nutrients })),
        ),
      }),
    );
    expect(next.days[0]!.meals[0]!.recipeId).not.toBe(lastDay.meals[0]!.recipeId);
  });

  it('given a single recipe the rules allow, when a week is planned, then it fills every day rather than leaving slots empty', () => {
    const result = planDays(request({ recipes: balanced('only', 1), days: week([slot('d', 'DINNER', 300)]) }));
    expect(result.days.every((d) => d.meals.length === 1)).toBe(true);
  });

  it('given dinners too low in protein and a protein snack, when the day is planned, then the snack is served with dinner as a side and the day meets its macros', () => {
    const dinner = recipe('dinner', { mealTypes: ['DINNER'], per: { kcal: 620, protein: 25, carbs: 70, fat: 27 } });
    const skyr = recipe('skyr', { mealTypes: ['SNACK'], per: { kcal: 150, protein: 25, carbs: 8, fat: 1 } });
    const day = [slot('d', 'DINNER', 800, { protein: 60, carbs: 80, fat: 31.1 })];
    const alone = planDays(request({ recipes: [dinner], days: week(day, 1) })).days[0]!;
    expect(alone.withinMacros10pct).toBe(false);
    const planned = planDays(request({ recipes: [dinner, skyr], days: week(day, 1) })).days[0]!;
    expect(planned.meals.map((m) => [m.slotId, m.recipeId, m.addition ?? false])).toEqual([
      ['d', 'dinner', false],
      ['d', 'skyr', true],
    ]);
    expect(planned.withinKcal5pct && planned.withinMacros10pct).toBe(true);
    expect(planned.unfilled).toEqual([]);
  });

  it('given a HORMONE plan and two equal recipes, when a day is planned, then the HORMONE-tagged one is chosen', () => {
    const [plain, hormone] = [recipe('plain'), recipe('hormone', { tags: ['HORMONE'] })];
    const result = planDays(
      request({
        recipes: [plain, hormone],
        days: week([slot('d', 'DINNER', 500)], 1),
        preferences: { preferredTags: ['HORMONE'] },
      }),
    );
    expect(result.days[0]!.meals[0]!.recipeId).toBe('hormone');
  });

  it('given the same request and seed, when planned twice, then the plans are equal', () => {
    const r = request({ recipes: balanced('r', 12), seed: 42 });
    expect(planDays(r)).toEqual(planDays(r));
  });

  it('given one recipe that fits every slot best, when a day is planned, then no recipe appears twice in the day', () => {
    const best = recipe('best', { per: { kcal: 650, protein: 32.5, carbs: 81.25, fat: 21.7 } });
    const others = balanced('o', 4).map((r) => ({ ...r, perPortion: { ...r.perPortion, fat: r.perPortion.fat * 2 } }));
    const result = planDays(request({ recipes: [best, ...others] }));
    for (const ids of recipeIds(result)) expect(new Set(ids).size).toBe(ids.length);
  });

  it('given the best-fitting recipe is disliked, when a week is planned, then it never appears', () => {
    const recipes = balanced('r', 12);
    const result = planDays(request({ recipes, preferences: { dislikedRecipeIds: ['r5', 'r9'] } }));
    expect(recipeIds(result).flat()).not.toContain('r5');
    expect(recipeIds(result).flat()).not.toContain('r9');
  });

  it('given two recipes equal in all but being a favourite, when planned under many seeds, then the favourite is chosen', () => {
    const twin = { per: { kcal: 500, protein: 25, carbs: 62.5, fat: 16.7 }, mealTypes: ['LUNCH' as const] };
    for (let seed = 1; seed <= 20; seed += 1) {
      const result = planDays(
        request({
          seed,
          days: week([slot('l', 'LUNCH', 500)], 1),
          recipes: [recipe('plain', twin), recipe('fav', twin)],
          preferences: { favouriteRecipeIds: ['fav'] },
        }),
      );
      expect(result.days[0]!.meals[0]!.recipeId).toBe('fav');
    }
  });

  it('given seven equal recipes and one slot a day, when a week is planned, then no recipe repeats within the week', () => {
    const twin = { per: { kcal: 500, protein: 25, carbs: 62.5, fat: 16.7 } };
    const recipes = Array.from({ length: 7 }, (_, i) => recipe(`twin${i}`, twin));
    const ids = recipeIds(planDays(request({ days: week([slot('l', 'LUNCH', 500)]), recipes }))).flat();
    expect(new Set(ids).size).toBe(7);
  });

  it('given a recipe planned the day before, when the next day is planned, then an equal alternative is preferred', () => {
    const twin = { per: { kcal: 500, protein: 25, carbs: 62.5, fat: 16.7 } };
    const result = planDays(
      request({
        days: [{ date: '2026-03-03', slots: [slot('l', 'LUNCH', 500)] }],
        recipes: [recipe('a', twin), recipe('b', twin)],
        alreadyPlanned: [{ date: '2026-03-02', recipeId: 'a', nutrients: twin.per }],
      }),
    );
    expect(result.days[0]!.meals[0]!.recipeId).toBe('b');
  });

  it('given any plan, then portions are on the 0.25 grid from 0.5 to 3 and totals are the sum of the meals', () => {
    const result = planDays(
      request({ recipes: balanced('r', 12), days: week([slot('b', 'BREAKFAST', 150), slot('d', 'DINNER', 1400)], 2) }),
    );
    for (const day of result.days) {
      for (const m of day.meals) {
        expect(m.portionsMultiplier).toBeGreaterThanOrEqual(0.5);
        expect(m.portionsMultiplier).toBeLessThanOrEqual(3);
        expect(Number.isInteger(m.portionsMultiplier * 4)).toBe(true);
      }
      expect(day.totals.kcal).toBeCloseTo(
        day.meals.reduce((s, m) => s + m.nutrients.kcal, 0),
        6,
      );
      expect(day.target.kcal).toBe(1550);
    }
  });
});

describe('planDays: simple recipes in whole servings', () => {
  it('given the whole-servings grid, when a week is planned, then every meal has 1 to 4 whole servings and no rule is broken', () => {
    const r = request({
      recipes: balanced('r', 12),
      portionGrid: WHOLE_SERVINGS_GRID,
      days: week([slot('l', 'LUNCH', 700), slot('d', 'DINNER', 1300)]),
    });
    const result = planDays(r);
    const servings = result.days.flatMap((d) => d.meals.map((m) => m.portionsMultiplier));
    expect(servings.every((s) => Number.isInteger(s) && s >= 1 && s <= 4)).toBe(true);
    expect(hardRuleViolations(r, result)).toEqual([]);
  });
});

describe('planDays: carb caps', () => {
  const sweet = Array.from({ length: 6 }, (_, i) =>
    recipe(`sweet${i}`, { per: { kcal: 500 + 10 * i, protein: 15, carbs: 90, fat: 10 } }),
  );
  const lean = Array.from({ length: 6 }, (_, i) =>
    recipe(`lean${i}`, { per: { kcal: 500 + 10 * i, protein: 35, carbs: 6, fat: 38 } }),
  );

  it('given keto, when a week is planned, then no day holds more than 40 g carbohydrate', () => {
    const result = planDays(request({ recipes: [...sweet, ...lean], preferences: { carbStyle: 'KETO' } }));
    for (const day of result.days) expect(day.totals.carbs).toBeLessThanOrEqual(40);
  });

  it('given low carb, when a week is planned, then no day holds more than its kcal / 16 in carbohydrate', () => {
    const result = planDays(request({ recipes: [...sweet, ...lean], preferences: { carbStyle: 'LOW_CARB' } }));
    for (const day of result.days) expect(day.totals.carbs).toBeLessThanOrEqual(2000 / 16);
  });

  it('given keto and meals already in the day, when the rest is planned, then their carbs count against the cap', () => {
    const result = planDays(
      request({
        days: [{ date: '2026-03-02', slots: [slot('d', 'DINNER', 800)], dailyKcal: 2000 }],
        recipes: lean,
        preferences: { carbStyle: 'KETO' },
        alreadyPlanned: [{ date: '2026-03-02', nutrients: { kcal: 600, protein: 20, carbs: 36, fat: 30 } }],
      }),
    );
    const day = result.days[0]!;
    expect(day.totals.carbs + 36).toBeLessThanOrEqual(40);
    expect(day.meals).toHaveLength(1);
  });

  it('given keto and only recipes whose half portion breaks the cap, when planned, then the slot is unfilled with CARB_CAP', () => {
    const result = planDays(
      request({ days: week([slot('l', 'LUNCH', 600)], 1), recipes: sweet, preferences: { carbStyle: 'KETO' } }),
    );
    expect(result.days[0]!.meals).toEqual([]);
    expect(result.days[0]!.unfilled).toEqual([{ slotId: 'l', reason: 'CARB_CAP' }]);
  });

  it('given meals that break the cap together, when the last guard runs, then portions shrink and then a slot empties', () => {
    const [a, b] = [sweet[0]!, sweet[1]!];
    const shrunk = keepCarbCap(
      [
        { recipe: a, multiplier: 1 },
        { recipe: b, multiplier: 1 },
      ],
      100,
      PORTION_GRID,
    );
    expect(shrunk).toEqual([
      { recipe: a, multiplier: 0.5 },
      { recipe: b, multiplier: 0.5 },
    ]);
    const c = recipe('c', { per: { carbs: 50 } });
    // 90 g + 50 g: both shrink to half portions (45 g + 25 g), still over 60 g, so the heavier goes.
    expect(
      keepCarbCap(
        [
          { recipe: a, multiplier: 1 },
          { recipe: c, multiplier: 1 },
        ],
        60,
        PORTION_GRID,
      ),
    ).toEqual([{ unfilled: 'CARB_CAP' }, { recipe: c, multiplier: 0.5 }]);
  });
});

describe('planDays: slots it cannot fill', () => {
  it('given no recipe of the slot meal type suits the person, when planned, then that slot is unfilled and the others are planned', () => {
    const recipes = [
      ...balanced('r', 6),
      recipe('fishy', { mealTypes: ['SNACK'], diets: ['PESCATARIAN', 'OMNIVORE'] }),
    ];
    const result = planDays(
      request({
        days: week([slot('l', 'LUNCH', 700), slot('s', 'SNACK', 200)], 1),
        recipes: recipes.map((r) => (r.id === 'fishy' ? r : { ...r, mealTypes: ['LUNCH'] })),
        preferences: { diet: 'VEGAN' },
      }),
    );
    expect(result.days[0]!.unfilled).toEqual([{ slotId: 's', reason: 'NO_ELIGIBLE_RECIPE' }]);
    expect(result.days[0]!.meals.map((m) => m.slotId)).toEqual(['l']);
  });

  it('given one eligible recipe for two slots, when planned, then the second slot is unfilled with NO_UNUSED_RECIPE', () => {
    const result = planDays(
      request({
        days: week([slot('s1', 'SNACK', 200), slot('s2', 'SNACK', 200)], 1),
        recipes: [recipe('only', { mealTypes: ['SNACK'] })],
      }),
    );
    expect(result.days[0]!.meals).toHaveLength(1);
    expect(result.days[0]!.unfilled).toHaveLength(1);
    expect(result.days[0]!.unfilled[0]!.reason).toBe('NO_UNUSED_RECIPE');
  });

  it('given an empty catalogue, when planned, then every slot is unfilled and no rule is broken', () => {
    const r = request({ recipes: [] });
    const result = planDays(r);
    expect(result.days.flatMap((d) => d.unfilled.map((u) => u.reason))).toEqual(Array(21).fill('NO_ELIGIBLE_RECIPE'));
    expect(hardRuleViolations(r, result)).toEqual([]);
  });
});
