import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { given } from '../../core/testing/decider';
import { toggleDislikeRecipe, toggleFavouriteRecipe } from './commands';
import { RecipeDisliked, RecipeFavourited, RecipeUndisliked, RecipeUnfavourited } from './events';
import { recipePreferencesProjection } from './preferences';

const oats = { recipeId: 'overnight-oats', kind: 'RECIPE' as const };

describe('ToggleFavouriteRecipe', () => {
  it('makes a recipe a favourite', () => {
    given().when(toggleFavouriteRecipe, oats).then([RecipeFavourited.draft(oats)]);
  });
  it('takes a favourite back', () => {
    given(RecipeFavourited.draft(oats)).when(toggleFavouriteRecipe, oats).then([RecipeUnfavourited.draft(oats)]);
  });
  it('keeps the two catalogues apart: a simple recipe with the same id is another recipe', () => {
    given(RecipeFavourited.draft(oats)).when(toggleFavouriteRecipe, { ...oats, kind: 'SIMPLE' }).then([RecipeFavourited.draft({ ...oats, kind: 'SIMPLE' })]);
  });
  it('refuses an unknown catalogue', () => {
    given().when(toggleFavouriteRecipe, { recipeId: 'x', kind: 'OTHER' }).thenInvalid('kind');
  });
});

describe('ToggleDislikeRecipe', () => {
  it('dislikes a recipe, and a second tap undoes it', () => {
    given().when(toggleDislikeRecipe, oats).then([RecipeDisliked.draft(oats)]);
    given(RecipeDisliked.draft(oats)).when(toggleDislikeRecipe, oats).then([RecipeUndisliked.draft(oats)]);
  });
});

describe('recipe preferences', () => {
  const fold = (events: { type: string; payload: typeof oats }[]) => events.reduce((state, event) => recipePreferencesProjection.evolve(state, event as never), recipePreferencesProjection.initialState);

  it('a recipe is never both a favourite and disliked, whatever the order of taps', () => {
    const tap = fc.record({ type: fc.constantFrom('RecipeFavourited', 'RecipeUnfavourited', 'RecipeDisliked', 'RecipeUndisliked'), payload: fc.record({ recipeId: fc.constantFrom('a', 'b'), kind: fc.constantFrom('RECIPE' as const, 'SIMPLE' as const) }) });
    fc.assert(
      fc.property(fc.array(tap, { maxLength: 40 }), (taps) => {
        const state = fold(taps as never);
        expect(state.favourites.filter((f) => state.dislikes.includes(f))).toEqual([]);
        expect(new Set(state.favourites).size).toBe(state.favourites.length);
      }),
    );
  });
});
