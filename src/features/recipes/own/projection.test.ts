import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { envelopesOf } from '../../../core/testing/decider';
import type { EventDraft } from '../../../core/events';
import {
  OwnRecipeCreated,
  OwnRecipeDiscarded,
  OwnRecipeIngredientSet,
  OwnRecipePublished,
  OwnRecipeUnpublished,
} from './events';
import { ownRecipesProjection, totalsPerPortion, type OwnIngredient } from './projection';
import { matchesOwnRecipe, ownRecipeCards, ownRecipeOf } from './queries';

const fold = (drafts: EventDraft[]) =>
  envelopesOf(drafts).reduce(ownRecipesProjection.evolve, ownRecipesProjection.initialState);

const serving = fc.record({
  id: fc.constantFrom('a', 'b'),
  description: fc.constant('100 g'),
  grams: fc.integer({ min: 1, max: 500 }),
  kcal: fc.integer({ min: 0, max: 900 }),
  protein: fc.integer({ min: 0, max: 100 }),
  carbohydrates: fc.integer({ min: 0, max: 100 }),
  fat: fc.integer({ min: 0, max: 100 }),
});
const ingredient = fc.record({
  id: fc.uuid(),
  food: fc.record({
    id: fc.constant('f'),
    name: fc.constant('Food'),
    brand: fc.constant(null),
    servings: fc.uniqueArray(serving, { minLength: 1, maxLength: 2, selector: (s) => s.id }),
  }),
  servingId: fc.constantFrom('a', 'b'),
  quantity: fc.integer({ min: 1, max: 200 }).map((n) => n * 0.05),
});

describe('own recipe totals', () => {
  it('are the sum of serving values times quantity over the portions, or 0 when a serving is missing', () => {
    fc.assert(
      fc.property(fc.array(ingredient, { maxLength: 8 }), fc.integer({ min: 1, max: 12 }), (list, portions) => {
        const ingredients = list as OwnIngredient[];
        const totals = totalsPerPortion(ingredients, portions);
        const servings = ingredients.map((i) => i.food.servings.find((s) => s.id === i.servingId));
        if (servings.some((s) => !s)) {
          expect(totals).toEqual({ kcal: 0, protein: 0, carbohydrates: 0, fat: 0 });
          return;
        }
        const sum = servings.reduce((n, s, i) => n + s!.kcal * ingredients[i]!.quantity, 0);
        expect(totals.kcal).toBeCloseTo(sum / portions, 6);
        // The order of the ingredients does not matter.
        expect(totalsPerPortion([...ingredients].reverse(), portions).kcal).toBeCloseTo(totals.kcal, 6);
      }),
    );
  });

  it('follow the events: ingredients and portions', () => {
    const food = {
      id: 'f',
      name: 'Oats',
      brand: null,
      servings: [{ id: 's', description: '100 g', grams: 100, kcal: 380, protein: 13, carbohydrates: 60, fat: 7 }],
    };
    const state = fold([
      OwnRecipeCreated.draft({ recipeId: 'r', name: 'Porridge', portions: 2, mealTypes: [] }),
      OwnRecipeIngredientSet.draft({ recipeId: 'r', ingredientId: 'i', food, servingId: 's', quantity: 1.5 }),
    ]);
    expect(state.recipes.r!.totals).toEqual({ kcal: 285, protein: 9.75, carbohydrates: 45, fat: 5.25 });
    expect(ownRecipeOf(state, 'r')!.ingredients).toEqual([
      { id: 'i', name: 'Oats', grams: 150, quantity: 1.5, servingDescription: '100 g' },
    ]);
  });
});

describe('own recipe cards', () => {
  const created = (recipeId: string, name: string, mealTypes: ('LUNCH' | 'DINNER')[]) =>
    OwnRecipeCreated.draft({ recipeId, name, portions: 1, mealTypes });
  const state = fold([
    created('a', 'Lentil soup', ['LUNCH']),
    created('b', 'Crème brûlée', ['DINNER']),
    created('c', 'Draft stew', []),
    created('d', 'Gone', []),
    OwnRecipePublished.draft({ recipeId: 'a' }),
    OwnRecipePublished.draft({ recipeId: 'b' }),
    OwnRecipePublished.draft({ recipeId: 'd' }),
    OwnRecipeUnpublished.draft({ recipeId: 'd' }),
    OwnRecipeDiscarded.draft({ recipeId: 'c' }),
  ]);

  it('list the published recipes only, by name', () => {
    expect(ownRecipeCards(state, {}).map((c) => c.name)).toEqual(['Crème brûlée', 'Lentil soup']);
    expect(ownRecipeCards(state, {})[0]).toMatchObject({ source: 'USER_GENERATED', tags: [], minutes: 0 });
  });
  it('filter by words (without accents) and meal type', () => {
    expect(ownRecipeCards(state, { text: 'creme' }).map((c) => c.id)).toEqual(['b']);
    expect(ownRecipeCards(state, { mealType: 'LUNCH' }).map((c) => c.id)).toEqual(['a']);
    expect(ownRecipeCards(state, { mealType: 'ALL' })).toHaveLength(2);
  });
  it('a recipe without meal types fits every meal', () => {
    expect(matchesOwnRecipe(state.recipes.c!, { mealTypes: ['BREAKFAST'] })).toBe(true);
  });
  it('a discarded recipe is not found', () => {
    expect(ownRecipeOf(state, 'c')).toBeUndefined();
  });
});
