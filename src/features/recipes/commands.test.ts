import { describe, it } from 'vitest';
import { given } from '../../core/testing/decider';
import { setRecipeDisliked, setRecipeFavourite } from './commands';
import { RecipeDisliked, RecipeFavourited, RecipeUndisliked, RecipeUnfavourited } from './events';

const ref = { recipeId: 'pasta-pesto', kind: 'RECIPE' as const };

describe('SetRecipeFavourite', () => {
  it('favourites a recipe', () => {
    given()
      .when(setRecipeFavourite, { ...ref, favourite: true })
      .then([RecipeFavourited.draft(ref)]);
  });
  it('takes a favourite back', () => {
    given(RecipeFavourited.draft(ref))
      .when(setRecipeFavourite, { ...ref, favourite: false })
      .then([RecipeUnfavourited.draft(ref)]);
  });
  it('favourites a disliked recipe (the heart takes back the dislike)', () => {
    given(RecipeDisliked.draft(ref))
      .when(setRecipeFavourite, { ...ref, favourite: true })
      .then([RecipeFavourited.draft(ref)]);
  });
  it('records nothing for a favourite that already is one', () => {
    given(RecipeFavourited.draft(ref))
      .when(setRecipeFavourite, { ...ref, favourite: true })
      .thenNothingHappens();
  });
  it('records nothing when taking back what is no favourite', () => {
    given()
      .when(setRecipeFavourite, { ...ref, favourite: false })
      .thenNothingHappens();
  });
  it('keeps the catalogues apart: a simple recipe of the same id is another recipe', () => {
    given(RecipeFavourited.draft(ref))
      .when(setRecipeFavourite, { recipeId: ref.recipeId, kind: 'SIMPLE', favourite: true })
      .then([RecipeFavourited.draft({ recipeId: ref.recipeId, kind: 'SIMPLE' })]);
  });
  it('refuses an empty id', () => {
    given().when(setRecipeFavourite, { recipeId: '', kind: 'RECIPE', favourite: true }).thenInvalid('recipeId');
  });
  it('refuses an unknown catalogue', () => {
    given().when(setRecipeFavourite, { recipeId: 'x', kind: 'OWN', favourite: true }).thenInvalid('kind');
  });
});

describe('SetRecipeDisliked', () => {
  it('marks a recipe not for me', () => {
    given()
      .when(setRecipeDisliked, { ...ref, disliked: true })
      .then([RecipeDisliked.draft(ref)]);
  });
  it('takes a dislike back', () => {
    given(RecipeDisliked.draft(ref))
      .when(setRecipeDisliked, { ...ref, disliked: false })
      .then([RecipeUndisliked.draft(ref)]);
  });
  it('dislikes a favourite (the dislike takes back the heart)', () => {
    given(RecipeFavourited.draft(ref))
      .when(setRecipeDisliked, { ...ref, disliked: true })
      .then([RecipeDisliked.draft(ref)]);
  });
  it('records nothing for a recipe already disliked', () => {
    given(RecipeDisliked.draft(ref))
      .when(setRecipeDisliked, { ...ref, disliked: true })
      .thenNothingHappens();
  });
  it('records nothing when taking back what is not disliked', () => {
    given(RecipeFavourited.draft(ref))
      .when(setRecipeDisliked, { ...ref, disliked: false })
      .thenNothingHappens();
  });
  it('refuses an id longer than 80 characters', () => {
    given()
      .when(setRecipeDisliked, { recipeId: 'x'.repeat(81), kind: 'RECIPE', disliked: true })
      .thenInvalid('recipeId');
  });
});
