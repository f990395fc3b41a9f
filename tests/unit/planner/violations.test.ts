import { describe, expect, it } from 'vitest';
import {
  hardRuleViolations,
  type PlannedDay,
  type PlannerPreferences,
  type PlanRequest,
} from '../../../src/core/planner';
import { NO_PREFERENCES, recipe, slot } from './fixtures';

/** The judge the property tests and the benchmark trust: here it is shown to catch each planted violation. */
const recipes = [
  recipe('vegan', { mealTypes: ['LUNCH'], diets: ['VEGAN', 'VEGETARIAN', 'OMNIVORE'] }),
  recipe('beef-stew', {
    mealTypes: ['DINNER'],
    diets: ['OMNIVORE'],
    dislikes: ['BEEF'],
    intolerances: ['GLUTEN'],
    allergens: ['WHEAT'],
    per: { carbs: 30 },
  }),
];
const request = (preferences: Partial<PlannerPreferences>): PlanRequest => ({
  days: [{ date: '2026-03-02', slots: [slot('l', 'LUNCH', 600), slot('d', 'DINNER', 800)] }],
  recipes,
  preferences: { ...NO_PREFERENCES, ...preferences },
  seed: 1,
});
const planned = (meals: { slotId: string; recipeId: string; portionsMultiplier?: number }[]) => ({
  days: [
    {
      date: '2026-03-02',
      meals: meals.map((m) => ({
        portionsMultiplier: 1,
        nutrients: { kcal: 0, protein: 0, carbs: 0, fat: 0, fiber: 0 },
        ...m,
      })),
      unfilled: [],
      totals: { kcal: 0, protein: 0, carbs: 0, fat: 0, fiber: 0 },
      target: { kcal: 1400, protein: 0, carbs: 0, fat: 0 },
      withinKcal5pct: false,
      withinMacros10pct: false,
    } satisfies PlannedDay,
  ],
});
const rules = (req: PlanRequest, meals: Parameters<typeof planned>[0]) =>
  hardRuleViolations(req, planned(meals)).map((v) => v.rule);

describe('hardRuleViolations', () => {
  it('given a plan that keeps every rule, then it finds nothing', () => {
    expect(
      rules(request({}), [
        { slotId: 'l', recipeId: 'vegan' },
        { slotId: 'd', recipeId: 'beef-stew' },
      ]),
    ).toEqual([]);
  });

  it('given a meal in a slot of another meal type, then MEAL_TYPE', () => {
    expect(rules(request({}), [{ slotId: 'd', recipeId: 'vegan' }])).toEqual(['MEAL_TYPE']);
  });

  it('given a vegetarian served beef with gluten, wheat and a disliked ingredient, then each rule is named', () => {
    const req = request({
      diet: 'VEGETARIAN',
      intolerances: ['GLUTEN'],
      allergens: ['WHEAT'],
      dislikes: ['BEEF'],
      dislikedRecipeIds: ['beef-stew'],
    });
    expect(rules(req, [{ slotId: 'd', recipeId: 'beef-stew' }])).toEqual([
      'DIET',
      'INTOLERANCE',
      'ALLERGEN',
      'INGREDIENT_DISLIKE',
      'DISLIKED_RECIPE',
    ]);
  });

  it('given keto and 45 g of carbohydrate in a day, then CARB_CAP', () => {
    expect(
      rules(request({ carbStyle: 'KETO' }), [{ slotId: 'd', recipeId: 'beef-stew', portionsMultiplier: 1.5 }]),
    ).toEqual(['CARB_CAP']);
  });

  it('given a portion off the grid, a recipe twice in a day, an unknown slot and an unknown recipe, then each is named', () => {
    const meals = [
      { slotId: 'l', recipeId: 'vegan', portionsMultiplier: 0.6 },
      { slotId: 'l', recipeId: 'vegan' },
      { slotId: 'x', recipeId: 'nope' },
    ];
    expect(rules(request({}), meals)).toEqual([
      'PORTION_NOT_ON_GRID',
      'SAME_RECIPE_TWICE_IN_DAY',
      'UNKNOWN_SLOT',
      'UNKNOWN_RECIPE',
    ]);
  });
});
