import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { envelopesOf } from '../../core/testing/decider';
import { recipePreferencesProjection } from './preferences';

type RecipeRef = { recipeId: string; kind: 'RECIPE' | 'SIMPLE' };

describe('recipe preferences', () => {
  const fold = (events: { type: string; payload: RecipeRef }[]) =>
    envelopesOf(events).reduce(recipePreferencesProjection.evolve, recipePreferencesProjection.initialState);

  it('a recipe is never both a favourite and disliked, whatever the order of taps', () => {
    const tap = fc.record({
      type: fc.constantFrom('RecipeFavourited', 'RecipeUnfavourited', 'RecipeDisliked', 'RecipeUndisliked'),
      payload: fc.record({
        recipeId: fc.constantFrom('a', 'b'),
        kind: fc.constantFrom('RECIPE' as const, 'SIMPLE' as const),
      }),
    });
    fc.assert(
      fc.property(fc.array(tap, { maxLength: 40 }), (taps) => {
        const state = fold(taps);
        expect(state.favourites.filter((f) => state.dislikes.includes(f))).toEqual([]);
        expect(new Set(state.favourites).size).toBe(state.favourites.length);
      }),
    );
  });
});
