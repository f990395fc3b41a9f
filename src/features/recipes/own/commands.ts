import { z } from 'zod';
import { defineCommand } from '../../../core/commands';
import { mealType } from '../../../core/catalogue/vocabulary';
import { accept, reject, type Decision } from '../../../core/errors';
import type { EventDraft } from '../../../core/events';
import { isStorableText, TEXT_INVALID } from '../../../core/storable';
import { loggedFoodSchema } from '../../diary/events';
import {
  OWN_RECIPE_INGREDIENTS_MAX,
  OWN_RECIPE_NAME_MAX,
  OWN_RECIPE_PORTIONS_MAX,
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
import { liveOwnRecipe, ownRecipesProjection, type OwnRecipe, type OwnRecipesState } from './projection';
import { parsePortions, parseQuantity } from './rules';

const recipeId = z.string().min(1).max(80);
// Text as typed: the decider says what is wrong with it, in the person's language.
const typed = z.union([z.string().max(20), z.number()]);
const nameInput = z
  .string()
  .max(OWN_RECIPE_NAME_MAX, 'recipes:own.errors.nameTooLong')
  .refine(isStorableText, TEXT_INVALID);
const mealTypes = z.array(mealType).max(4);

const NOT_FOUND = () => reject('recipe_not_found', 'recipes:own.errors.notFound');
const REQUIRED = () => reject('name_required', 'recipes:own.errors.required');

/**
 * A change to a recipe that exists (the person's own, not discarded). A published recipe that is
 * changed leaves 'own recipes' until it is published again (3-daily-use.txt section 4).
 */
function edit(
  state: OwnRecipesState,
  id: string,
  change: (recipe: OwnRecipe) => Decision<readonly EventDraft[]>,
): Decision<readonly EventDraft[]> {
  const recipe = liveOwnRecipe(state, id);
  if (!recipe) return NOT_FOUND();
  const decision = change(recipe);
  if (!decision.ok || decision.value.length === 0 || !recipe.published) return decision;
  return accept([...decision.value, OwnRecipeUnpublished.draft({ recipeId: id })]);
}

/** A new recipe from its name (required); its id is the command's. Portions and meal types may come along (from a planned meal). */
export const createOwnRecipe = defineCommand({
  type: 'CreateOwnRecipe',
  schema: () =>
    z.object({
      name: nameInput,
      portions: z.number().int().min(1).max(OWN_RECIPE_PORTIONS_MAX).default(1),
      mealTypes: mealTypes.default([]),
    }),
  projection: ownRecipesProjection,
  decide: ({ name, portions, mealTypes }, _state, meta) => {
    const trimmed = name.trim();
    if (!trimmed) return REQUIRED();
    return accept([OwnRecipeCreated.draft({ recipeId: meta.commandId, name: trimmed, portions, mealTypes })]);
  },
});

export const renameOwnRecipe = defineCommand({
  type: 'RenameOwnRecipe',
  schema: () => z.object({ recipeId, name: nameInput }),
  projection: ownRecipesProjection,
  decide: ({ recipeId, name }, state) =>
    edit(state, recipeId, (recipe) => {
      const trimmed = name.trim();
      if (!trimmed) return REQUIRED();
      return trimmed === recipe.name ? accept([]) : accept([OwnRecipeRenamed.draft({ recipeId, name: trimmed })]);
    }),
});

/** A food from the search into the recipe: so many of one of its servings. */
export const addOwnRecipeIngredient = defineCommand({
  type: 'AddOwnRecipeIngredient',
  schema: () => z.object({ recipeId, food: loggedFoodSchema, servingId: z.string().min(1).max(40), quantity: typed }),
  projection: ownRecipesProjection,
  decide: ({ recipeId, food, servingId, quantity }, state, meta) =>
    edit(state, recipeId, (recipe) => {
      if (recipe.ingredients.length >= OWN_RECIPE_INGREDIENTS_MAX)
        return reject('too_many_ingredients', 'recipes:own.errors.tooManyIngredients', {
          max: OWN_RECIPE_INGREDIENTS_MAX,
        });
      if (!food.servings.some((s) => s.id === servingId))
        return reject('unknown_serving', 'recipes:own.errors.unknownServing');
      const amount = parseQuantity(quantity);
      if (!amount.ok) return amount;
      return accept([
        OwnRecipeIngredientSet.draft({
          recipeId,
          ingredientId: meta.commandId,
          food,
          servingId,
          quantity: amount.value,
        }),
      ]);
    }),
});

/** An ingredient's quantity (and unit) changed in the recipe; 0 or nothing asks for the delete button instead. */
export const changeOwnRecipeIngredient = defineCommand({
  type: 'ChangeOwnRecipeIngredient',
  schema: () =>
    z.object({
      recipeId,
      ingredientId: z.string().min(1).max(100),
      quantity: typed,
      servingId: z.string().min(1).max(40).optional(),
    }),
  projection: ownRecipesProjection,
  decide: ({ recipeId, ingredientId, quantity, servingId }, state) =>
    edit(state, recipeId, (recipe) => {
      const ingredient = recipe.ingredients.find((i) => i.id === ingredientId);
      if (!ingredient) return reject('ingredient_not_found', 'recipes:own.errors.ingredientGone');
      const serving = servingId ?? ingredient.servingId;
      if (!ingredient.food.servings.some((s) => s.id === serving))
        return reject('unknown_serving', 'recipes:own.errors.unknownServing');
      const amount = parseQuantity(quantity);
      if (!amount.ok) return amount;
      if (amount.value === ingredient.quantity && serving === ingredient.servingId) return accept([]);
      return accept([
        OwnRecipeIngredientSet.draft({
          recipeId,
          ingredientId,
          food: ingredient.food,
          servingId: serving,
          quantity: amount.value,
        }),
      ]);
    }),
});

export const removeOwnRecipeIngredient = defineCommand({
  type: 'RemoveOwnRecipeIngredient',
  schema: () => z.object({ recipeId, ingredientId: z.string().min(1).max(100) }),
  projection: ownRecipesProjection,
  decide: ({ recipeId, ingredientId }, state) =>
    edit(state, recipeId, (recipe) =>
      recipe.ingredients.some((i) => i.id === ingredientId)
        ? accept([OwnRecipeIngredientRemoved.draft({ recipeId, ingredientId })])
        : reject('ingredient_not_found', 'recipes:own.errors.ingredientGone'),
    ),
});

/** Portions: whole, at least 1. */
export const setOwnRecipePortions = defineCommand({
  type: 'SetOwnRecipePortions',
  schema: () => z.object({ recipeId, portions: typed }),
  projection: ownRecipesProjection,
  decide: ({ recipeId, portions }, state) =>
    edit(state, recipeId, (recipe) => {
      const parsed = parsePortions(portions);
      if (!parsed.ok) return parsed;
      return parsed.value === recipe.portions
        ? accept([])
        : accept([OwnRecipePortionsSet.draft({ recipeId, portions: parsed.value })]);
    }),
});

export const setOwnRecipeMealTypes = defineCommand({
  type: 'SetOwnRecipeMealTypes',
  schema: () => z.object({ recipeId, mealTypes }),
  projection: ownRecipesProjection,
  decide: ({ recipeId, mealTypes }, state) =>
    edit(state, recipeId, (recipe) => {
      const chosen = [...new Set(mealTypes)];
      const same = chosen.length === recipe.mealTypes.length && chosen.every((t) => recipe.mealTypes.includes(t));
      return same ? accept([]) : accept([OwnRecipeMealTypesSet.draft({ recipeId, mealTypes: chosen })]);
    }),
});

/** A recipe needs a name (it has one) and at least one ingredient before it is kept or published. */
const complete = (recipe: OwnRecipe) =>
  recipe.ingredients.length > 0 ? undefined : reject('no_ingredients', 'recipes:own.errors.noIngredients');

/** Into 'own recipes' and the person's searches. */
export const publishOwnRecipe = defineCommand({
  type: 'PublishOwnRecipe',
  schema: () => z.object({ recipeId }),
  projection: ownRecipesProjection,
  decide: ({ recipeId }, state) => {
    const recipe = liveOwnRecipe(state, recipeId);
    if (!recipe) return NOT_FOUND();
    if (recipe.published) return accept([]);
    return complete(recipe) ?? accept([OwnRecipePublished.draft({ recipeId })]);
  },
});

/** 'Save and plan': the recipe is kept, unpublished, so closing no longer discards it. */
export const saveOwnRecipe = defineCommand({
  type: 'SaveOwnRecipe',
  schema: () => z.object({ recipeId }),
  projection: ownRecipesProjection,
  decide: ({ recipeId }, state) => {
    const recipe = liveOwnRecipe(state, recipeId);
    if (!recipe) return NOT_FOUND();
    if (recipe.saved) return accept([]);
    return complete(recipe) ?? accept([OwnRecipeSaved.draft({ recipeId })]);
  },
});

/** Delete (a published recipe): it leaves 'own recipes'; meals planned with it keep it. */
export const deleteOwnRecipe = defineCommand({
  type: 'DeleteOwnRecipe',
  schema: () => z.object({ recipeId }),
  projection: ownRecipesProjection,
  decide: ({ recipeId }, state) => {
    const recipe = liveOwnRecipe(state, recipeId);
    if (!recipe) return NOT_FOUND();
    return recipe.published
      ? accept([OwnRecipeUnpublished.draft({ recipeId })])
      : reject('not_published', 'recipes:own.errors.notPublished');
  },
});

/** Closing a new recipe without saving: the draft goes. A kept recipe is never discarded this way. */
export const discardOwnRecipe = defineCommand({
  type: 'DiscardOwnRecipe',
  schema: () => z.object({ recipeId }),
  projection: ownRecipesProjection,
  decide: ({ recipeId }, state) => {
    const recipe = liveOwnRecipe(state, recipeId);
    if (!recipe) return NOT_FOUND();
    return recipe.saved
      ? reject('not_a_draft', 'recipes:own.errors.notADraft')
      : accept([OwnRecipeDiscarded.draft({ recipeId })]);
  },
});

export const ownRecipeCommands = [
  createOwnRecipe,
  renameOwnRecipe,
  addOwnRecipeIngredient,
  changeOwnRecipeIngredient,
  removeOwnRecipeIngredient,
  setOwnRecipePortions,
  setOwnRecipeMealTypes,
  publishOwnRecipe,
  saveOwnRecipe,
  deleteOwnRecipe,
  discardOwnRecipe,
];
