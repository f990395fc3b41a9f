import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../../src/core/catalogue/recipe';
import {
  DIETS,
  INGREDIENT_DISLIKES,
  INTOLERANCES,
  MEAL_TYPES,
  SIMPLE_ALLERGENS,
} from '../../../src/core/catalogue/vocabulary';
import {
  carbCapGrams,
  eligibleRecipes,
  hardRuleViolations,
  planDays,
  WHOLE_SERVINGS_GRID,
  type PlanRequest,
  type PortionGrid,
} from '../../../src/core/planner';
import { addDays, loadCatalogue, recipe } from './fixtures';

/** Room for a busy CI machine; these tests assert rules, never speed. */
const ROOMY_TIMEOUT_MS = 60_000;

let catalogue: { recipes: Recipe[]; simple: Recipe[] };
beforeAll(() => {
  catalogue = loadCatalogue();
});

const subset = <T>(items: readonly T[]) => fc.subarray([...items]);
const target = fc.record({
  kcal: fc.integer({ min: 60, max: 1600 }),
  protein: fc.integer({ min: 0, max: 120 }),
  carbs: fc.integer({ min: 0, max: 200 }),
  fat: fc.integer({ min: 0, max: 90 }),
});
const requestArb = (recipes: () => Recipe[], portionGrid?: PortionGrid) =>
  fc
    .record({
      diet: fc.constantFrom(...DIETS),
      intolerances: subset(INTOLERANCES),
      allergens: subset(SIMPLE_ALLERGENS),
      dislikes: subset(INGREDIENT_DISLIKES),
      dislikedShare: fc.double({ min: 0, max: 0.3, noNaN: true }),
      favouriteShare: fc.double({ min: 0, max: 0.3, noNaN: true }),
      carbStyle: fc.constantFrom('BALANCED', 'LOW_CARB', 'KETO'),
      slots: fc.array(fc.record({ mealType: fc.constantFrom(...MEAL_TYPES), target }), { minLength: 1, maxLength: 6 }),
      numDays: fc.integer({ min: 1, max: 3 }),
      fixedCarbs: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
      seed: fc.integer(),
      pickSeed: fc.integer({ min: 0, max: 1000 }),
    })
    .map((a): PlanRequest => {
      const list = recipes();
      const chosen = (share: number, salt: number) =>
        list.filter((_, i) => ((i * 7919 + a.pickSeed * salt) % 1000) / 1000 < share).map((r) => r.id);
      const slots = a.slots.map((s, i) => ({
        slotId: `s${i}`,
        mealMoment: s.mealType,
        mealType: s.mealType,
        target: s.target,
      }));
      const days = Array.from({ length: a.numDays }, (_, d) => ({ date: addDays('2026-05-04', d), slots }));
      return {
        days,
        recipes: list,
        seed: a.seed,
        preferences: {
          diet: a.diet,
          intolerances: a.intolerances,
          allergens: a.allergens,
          dislikes: a.dislikes,
          dislikedRecipeIds: chosen(a.dislikedShare, 13),
          favouriteRecipeIds: chosen(a.favouriteShare, 31),
          carbStyle: a.carbStyle,
        },
        ...(portionGrid ? { portionGrid } : {}),
        alreadyPlanned:
          a.fixedCarbs === undefined
            ? []
            : [{ date: days[0]!.date, nutrients: { kcal: 300, protein: 10, carbs: a.fixedCarbs, fat: 10 } }],
      };
    });

/** The rules spelled out once more, by hand, next to the independent judge `hardRuleViolations`. */
function assertHardRules(request: PlanRequest) {
  const result = planDays(request);
  expect(hardRuleViolations(request, result)).toEqual([]);
  const p = request.preferences;
  const byId = new Map(request.recipes.map((r) => [r.id, r]));
  result.days.forEach((day, d) => {
    const slots = request.days[d]!.slots;
    // Every slot holds one meal or says why not; a side served with a meal is on top of it.
    const mains = day.meals.filter((m) => !m.addition);
    expect([...mains.map((m) => m.slotId), ...day.unfilled.map((u) => u.slotId)].sort()).toEqual(
      slots.map((s) => s.slotId).sort(),
    );
    expect(day.meals.filter((m) => m.addition).length).toBeLessThanOrEqual(1);
    let carbs = (request.alreadyPlanned ?? [])
      .filter((m) => m.date === day.date)
      .reduce((sum, m) => sum + m.nutrients.carbs, 0);
    for (const meal of day.meals) {
      const r = byId.get(meal.recipeId)!;
      const mealType = meal.addition ? 'SNACK' : slots.find((s) => s.slotId === meal.slotId)!.mealType;
      expect(r.mealTypes).toContain(mealType);
      expect(r.diets).toContain(p.diet);
      expect(r.intolerances.filter((i) => p.intolerances.includes(i))).toEqual([]);
      expect(r.allergens.filter((x) => p.allergens.includes(x))).toEqual([]);
      expect(r.dislikes.filter((x) => p.dislikes.includes(x))).toEqual([]);
      expect(p.dislikedRecipeIds).not.toContain(r.id);
      carbs += r.perPortion.carbs * meal.portionsMultiplier;
    }
    if (day.meals.length > 0) expect(carbs).toBeLessThanOrEqual(carbCapGrams(p.carbStyle, day.target.kcal) + 1e-6);
    for (const u of day.unfilled) {
      const mealType = slots.find((s) => s.slotId === u.slotId)!.mealType;
      if (u.reason === 'NO_ELIGIBLE_RECIPE') expect(eligibleRecipes(request.recipes, p, mealType)).toEqual([]);
    }
  });
}

describe('hard rules, as properties over random preferences and targets', () => {
  it(
    'given any preferences, targets and seed on the recipe catalogue, when planned, then no hard rule is ever broken',
    () => {
      fc.assert(
        fc.property(
          requestArb(() => catalogue.recipes),
          assertHardRules,
        ),
        { numRuns: 120 },
      );
    },
    ROOMY_TIMEOUT_MS,
  );

  it(
    'given any preferences, targets and seed on the simple-recipe catalogue in whole servings, when planned, then no hard rule is ever broken',
    () => {
      fc.assert(
        fc.property(
          requestArb(() => catalogue.simple, WHOLE_SERVINGS_GRID),
          assertHardRules,
        ),
        { numRuns: 60 },
      );
    },
    ROOMY_TIMEOUT_MS,
  );

  it(
    'given a random catalogue of odd recipes (zero kcal, zero carbs, huge portions), when planned, then no hard rule is ever broken',
    () => {
      const oddRecipe = fc.record({
        id: fc.string({ minLength: 1, maxLength: 4 }),
        mealTypes: fc.subarray([...MEAL_TYPES], { minLength: 1 }),
        diets: fc.subarray([...DIETS]),
        intolerances: subset(INTOLERANCES),
        allergens: subset(SIMPLE_ALLERGENS),
        dislikes: subset(INGREDIENT_DISLIKES),
        kcal: fc.integer({ min: 0, max: 1500 }),
        protein: fc.integer({ min: 0, max: 80 }),
        carbs: fc.integer({ min: 0, max: 150 }),
        fat: fc.integer({ min: 0, max: 80 }),
      });
      const odd = fc.uniqueArray(oddRecipe, { selector: (r) => r.id, maxLength: 25 }).map((list) =>
        list.map(({ kcal, protein, carbs, fat, ...r }) => ({
          ...recipe(r.id),
          ...r,
          perPortion: { kcal, protein, carbs, fat, fiber: 0 },
        })),
      );
      fc.assert(
        fc.property(
          odd.chain((recipes) => requestArb(() => recipes)),
          assertHardRules,
        ),
        { numRuns: 200 },
      );
    },
    ROOMY_TIMEOUT_MS,
  );

  it(
    'given any request, when planned twice with the same seed, then the plans are equal',
    () => {
      fc.assert(
        fc.property(
          requestArb(() => catalogue.recipes),
          (request) => {
            expect(planDays(request)).toEqual(planDays(request));
          },
        ),
        { numRuns: 15 },
      );
    },
    ROOMY_TIMEOUT_MS,
  );
});
