import { describe, expect, it } from 'vitest';
import { envelopesOf } from '../../src/core/testing/decider';
import { fold } from '../../src/core/projection';
import type { EventDraft } from '../../src/core/events';
import { DEFAULT_MEAL_PLAN } from '../../src/core/nutrition/mealSizes';
import { DayPlanSaved, NutritionProfileSet } from '../../src/features/profile/events';
import { diyDayPlan } from '../../src/features/profile/weeklyPlan';
import { OwnRecipeCreated, OwnRecipeIngredientSet, OwnRecipePublished } from '../../src/features/recipes/own/events';
import { recipe } from '../../tests/unit/planner/fixtures';
import { autoPlanProjection, decideAutoPlan } from './autoPlan';

/** A profile and its self-service plan on every day. */
const planned = (allergens: 'PEANUTS'[] = []) => {
  const set = profile(allergens);
  return [set, DayPlanSaved.draft(diyDayPlan(set.payload, DEFAULT_MEAL_PLAN))];
};
const meta = { commandId: '01936a4e-0000-7000-8000-0000000000ac', stream: 'user:7' };
const profile = (allergens: 'PEANUTS'[] = []) =>
  NutritionProfileSet.draft({
    profile: {
      sex: 'FEMALE',
      age: 34,
      heightCm: 168,
      weightKg: 70,
      bodyFat: null,
      activity: 'MILDLY_ACTIVE',
      goal: 'LOSE_WEIGHT',
      weeklyChangeKg: 0.5,
      diet: 'OMNIVORE',
      sustainability: null,
      keto: false,
      lowCarb: false,
    },
    intolerances: [],
    allergens,
    dislikes: [],
  });
const stew = (publish: boolean): EventDraft[] => [
  OwnRecipeCreated.draft({ recipeId: 'my-stew', name: 'My stew', portions: 1, mealTypes: ['DINNER'] }),
  OwnRecipeIngredientSet.draft({
    recipeId: 'my-stew',
    ingredientId: 'i',
    food: {
      id: 'beans',
      name: 'Beans',
      brand: null,
      servings: [{ id: 's', description: '100 g', grams: 100, kcal: 120, protein: 8, carbohydrates: 20, fat: 1 }],
    },
    servingId: 's',
    quantity: 5,
  }),
  ...(publish ? [OwnRecipePublished.draft({ recipeId: 'my-stew' })] : []),
];
// The catalogue has nothing for dinner: only the person's own recipe can fill it.
const catalogue = [
  recipe('oats', { mealTypes: ['BREAKFAST'], per: { kcal: 400 } }),
  recipe('soup', { mealTypes: ['LUNCH'], per: { kcal: 500 } }),
  recipe('nuts', { mealTypes: ['SNACK'], per: { kcal: 200 } }),
];
const request = { kind: 'RECIPE' as const, dates: ['2026-11-23'], replace: false };
const dinners = (drafts: EventDraft[]) => {
  const decision = decideAutoPlan(request, fold(autoPlanProjection, envelopesOf(drafts)), catalogue, meta);
  if (!decision.ok) throw new Error(decision.error.code);
  return decision.value.events
    .filter((e) => e.type === 'MealPlanned')
    .map((e) => e.payload as { mealMoment: string; recipe: { kind: string; id: string } })
    .filter((p) => p.mealMoment === 'DINNER')
    .map((p) => `${p.recipe.kind}:${p.recipe.id}`);
};

describe("the planner and a person's own recipes", () => {
  it('plans a published own recipe for its owner, as kind OWN', () => {
    expect(dinners([...planned(), ...stew(true)])).toEqual(['OWN:my-stew']);
  });
  it('never a draft or an unpublished one', () => {
    expect(dinners([...planned(), ...stew(false)])).toEqual([]);
  });
  it('never for a person with allergens: an own recipe carries no facts to keep the rule with', () => {
    expect(dinners([...planned(['PEANUTS']), ...stew(true)])).toEqual([]);
  });
});
