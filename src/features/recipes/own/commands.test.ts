import { describe, it } from 'vitest';
import { given } from '../../../core/testing/decider';
import type { LoggedFood } from '../../diary/events';
import {
  addOwnRecipeIngredient,
  changeOwnRecipeIngredient,
  createOwnRecipe,
  deleteOwnRecipe,
  discardOwnRecipe,
  publishOwnRecipe,
  removeOwnRecipeIngredient,
  renameOwnRecipe,
  saveOwnRecipe,
  setOwnRecipeMealTypes,
  setOwnRecipePortions,
} from './commands';
import {
  OwnRecipeCreated,
  OwnRecipeDiscarded,
  OwnRecipeIngredientRemoved,
  OwnRecipeIngredientSet,
  OwnRecipeMealTypesSet,
  OwnRecipePortionsSet,
  OwnRecipePublished,
  OwnRecipeRenamed,
  OwnRecipeSaved,
  OwnRecipeUnpublished,
} from './events';

const commandId = '01936a4e-0000-7000-8000-0000000000aa';
const recipeId = 'r1';
const oats: LoggedFood = {
  id: 'oats',
  name: 'Oats',
  brand: null,
  servings: [{ id: 's100', description: '100 g', grams: 100, kcal: 380, protein: 13, carbohydrates: 60, fat: 7 }],
};
const created = OwnRecipeCreated.draft({ recipeId, name: 'Porridge', portions: 2, mealTypes: ['BREAKFAST'] });
const oatsIn = OwnRecipeIngredientSet.draft({
  recipeId,
  ingredientId: 'i1',
  food: oats,
  servingId: 's100',
  quantity: 1,
});
const published = OwnRecipePublished.draft({ recipeId });
const unpublished = OwnRecipeUnpublished.draft({ recipeId });

describe('CreateOwnRecipe', () => {
  it('creates a recipe from its name, trimmed, under the command id', () => {
    given()
      .when(createOwnRecipe, { name: '  Porridge ', portions: 2, mealTypes: ['BREAKFAST'] }, { commandId })
      .then([OwnRecipeCreated.draft({ recipeId: commandId, name: 'Porridge', portions: 2, mealTypes: ['BREAKFAST'] })]);
  });
  it('starts at one portion and every meal type', () => {
    given()
      .when(createOwnRecipe, { name: 'Soup' }, { commandId })
      .then([OwnRecipeCreated.draft({ recipeId: commandId, name: 'Soup', portions: 1, mealTypes: [] })]);
  });
  it.each(['', '   '])('refuses a name of %j: required', (name) => {
    given().when(createOwnRecipe, { name }).thenRejects('name_required');
  });
  it('refuses a name too long or with characters no store can hold', () => {
    given()
      .when(createOwnRecipe, { name: 'x'.repeat(201) })
      .thenInvalid('name');
    given().when(createOwnRecipe, { name: 'a\u0000b' }).thenInvalid('name');
  });
});

describe('RenameOwnRecipe', () => {
  it('renames', () => {
    given(created)
      .when(renameOwnRecipe, { recipeId, name: 'Oat porridge' })
      .then([OwnRecipeRenamed.draft({ recipeId, name: 'Oat porridge' })]);
  });
  it('does nothing for the same name', () => {
    given(created).when(renameOwnRecipe, { recipeId, name: ' Porridge ' }).thenNothingHappens();
  });
  it('refuses an empty name', () => {
    given(created).when(renameOwnRecipe, { recipeId, name: ' ' }).thenRejects('name_required');
  });
  it('unpublishes a published recipe until it is published again', () => {
    given(created, oatsIn, published)
      .when(renameOwnRecipe, { recipeId, name: 'Oat porridge' })
      .then([OwnRecipeRenamed.draft({ recipeId, name: 'Oat porridge' }), unpublished]);
  });
  it("refuses a recipe it does not know (another person's, or discarded)", () => {
    given().when(renameOwnRecipe, { recipeId, name: 'Mine now' }).thenRejects('recipe_not_found');
    given(created, OwnRecipeDiscarded.draft({ recipeId }))
      .when(renameOwnRecipe, { recipeId, name: 'Back' })
      .thenRejects('recipe_not_found');
  });
});

describe('AddOwnRecipeIngredient', () => {
  const add = (quantity: string | number, servingId = 's100') => ({ recipeId, food: oats, servingId, quantity });
  it('adds so many of a serving, rounded to the nearest 0.05, under the command id', () => {
    given(created)
      .when(addOwnRecipeIngredient, add('1,23'), { commandId })
      .then([
        OwnRecipeIngredientSet.draft({
          recipeId,
          ingredientId: commandId,
          food: oats,
          servingId: 's100',
          quantity: 1.25,
        }),
      ]);
  });
  it.each([
    ['abc', 'not_a_number'],
    ['-1', 'not_a_number'],
    ['0', 'use_delete'],
    ['', 'use_delete'],
    ['0.02', 'use_delete'],
    ['20000', 'too_much'],
  ])('refuses %j (%s)', (quantity, code) => {
    given(created).when(addOwnRecipeIngredient, add(quantity)).thenRejects(code);
  });
  it('refuses a serving the food does not have', () => {
    given(created).when(addOwnRecipeIngredient, add(1, 'cup')).thenRejects('unknown_serving');
  });
  it('refuses an unknown recipe', () => {
    given().when(addOwnRecipeIngredient, add(1)).thenRejects('recipe_not_found');
  });
});

describe('ChangeOwnRecipeIngredient', () => {
  it('changes the quantity, rounded', () => {
    given(created, oatsIn)
      .when(changeOwnRecipeIngredient, { recipeId, ingredientId: 'i1', quantity: '2.49' })
      .then([OwnRecipeIngredientSet.draft({ ...oatsIn.payload, quantity: 2.5 })]);
  });
  it('does nothing when it rounds to the same quantity', () => {
    given(created, oatsIn)
      .when(changeOwnRecipeIngredient, { recipeId, ingredientId: 'i1', quantity: '1.01' })
      .thenNothingHappens();
  });
  it.each([
    ['x', 'not_a_number'],
    ['0', 'use_delete'],
    ['', 'use_delete'],
  ])('refuses %j (%s)', (quantity, code) => {
    given(created, oatsIn)
      .when(changeOwnRecipeIngredient, { recipeId, ingredientId: 'i1', quantity })
      .thenRejects(code);
  });
  it('refuses an ingredient that is gone', () => {
    given(created)
      .when(changeOwnRecipeIngredient, { recipeId, ingredientId: 'i1', quantity: 2 })
      .thenRejects('ingredient_not_found');
  });
  it('unpublishes a published recipe', () => {
    given(created, oatsIn, published)
      .when(changeOwnRecipeIngredient, { recipeId, ingredientId: 'i1', quantity: 2 })
      .then([OwnRecipeIngredientSet.draft({ ...oatsIn.payload, quantity: 2 }), unpublished]);
  });
});

describe('RemoveOwnRecipeIngredient', () => {
  it('removes', () => {
    given(created, oatsIn)
      .when(removeOwnRecipeIngredient, { recipeId, ingredientId: 'i1' })
      .then([OwnRecipeIngredientRemoved.draft({ recipeId, ingredientId: 'i1' })]);
  });
  it('refuses an ingredient that is gone', () => {
    given(created)
      .when(removeOwnRecipeIngredient, { recipeId, ingredientId: 'i1' })
      .thenRejects('ingredient_not_found');
  });
});

describe('SetOwnRecipePortions', () => {
  it('sets whole portions', () => {
    given(created)
      .when(setOwnRecipePortions, { recipeId, portions: '4' })
      .then([OwnRecipePortionsSet.draft({ recipeId, portions: 4 })]);
  });
  it('does nothing for the same portions', () => {
    given(created).when(setOwnRecipePortions, { recipeId, portions: 2 }).thenNothingHappens();
  });
  it.each(['0', '1.5', 'two', '', '13'])('refuses %j: minimum 1, whole', (portions) => {
    given(created).when(setOwnRecipePortions, { recipeId, portions }).thenRejects('bad_portions');
  });
});

describe('SetOwnRecipeMealTypes', () => {
  it('sets the meal types, each once', () => {
    given(created)
      .when(setOwnRecipeMealTypes, { recipeId, mealTypes: ['LUNCH', 'LUNCH', 'DINNER'] })
      .then([OwnRecipeMealTypesSet.draft({ recipeId, mealTypes: ['LUNCH', 'DINNER'] })]);
  });
  it('does nothing for the same meal types', () => {
    given(created)
      .when(setOwnRecipeMealTypes, { recipeId, mealTypes: ['BREAKFAST'] })
      .thenNothingHappens();
  });
  it('refuses a meal type that does not exist', () => {
    given(created)
      .when(setOwnRecipeMealTypes, { recipeId, mealTypes: ['BRUNCH'] })
      .thenInvalid('mealTypes.0');
  });
});

describe('PublishOwnRecipe and SaveOwnRecipe', () => {
  it('publishes a recipe with ingredients', () => {
    given(created, oatsIn).when(publishOwnRecipe, { recipeId }).then([published]);
  });
  it('does nothing when it is published', () => {
    given(created, oatsIn, published).when(publishOwnRecipe, { recipeId }).thenNothingHappens();
  });
  it('refuses a recipe without ingredients', () => {
    given(created).when(publishOwnRecipe, { recipeId }).thenRejects('no_ingredients');
    given(created).when(saveOwnRecipe, { recipeId }).thenRejects('no_ingredients');
  });
  it('saves a draft once', () => {
    given(created, oatsIn)
      .when(saveOwnRecipe, { recipeId })
      .then([OwnRecipeSaved.draft({ recipeId })]);
    given(created, oatsIn, OwnRecipeSaved.draft({ recipeId })).when(saveOwnRecipe, { recipeId }).thenNothingHappens();
  });
  it('refuses unknown recipes', () => {
    given().when(publishOwnRecipe, { recipeId }).thenRejects('recipe_not_found');
    given().when(saveOwnRecipe, { recipeId }).thenRejects('recipe_not_found');
  });
});

describe('DeleteOwnRecipe', () => {
  it('unpublishes a published recipe', () => {
    given(created, oatsIn, published).when(deleteOwnRecipe, { recipeId }).then([unpublished]);
  });
  it('refuses one that is not published, or unknown', () => {
    given(created).when(deleteOwnRecipe, { recipeId }).thenRejects('not_published');
    given().when(deleteOwnRecipe, { recipeId }).thenRejects('recipe_not_found');
  });
});

describe('DiscardOwnRecipe', () => {
  it('discards a draft', () => {
    given(created, oatsIn)
      .when(discardOwnRecipe, { recipeId })
      .then([OwnRecipeDiscarded.draft({ recipeId })]);
  });
  it('never discards a kept recipe', () => {
    given(created, oatsIn, published).when(discardOwnRecipe, { recipeId }).thenRejects('not_a_draft');
    given(created, oatsIn, OwnRecipeSaved.draft({ recipeId }))
      .when(discardOwnRecipe, { recipeId })
      .thenRejects('not_a_draft');
  });
  it('refuses an unknown recipe', () => {
    given().when(discardOwnRecipe, { recipeId }).thenRejects('recipe_not_found');
  });
});
