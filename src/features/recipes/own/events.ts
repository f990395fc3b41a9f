import { z } from 'zod';
import { mealType } from '../../../core/catalogue/vocabulary';
import { defineEvent } from '../../../core/events';
import { text } from '../../../core/storable';
import { loggedFoodSchema } from '../../diary/events';

/**
 * A person's own recipes (3-daily-use.txt sections 4 and 5), kept in their own stream: made
 * offline, they reach every device by sync. A recipe's id is the id of the command that created it.
 */
const recipeId = text(80).min(1);
export const OWN_RECIPE_NAME_MAX = 200;
/** As many portions as a planned meal may hold (MealPlanned). */
export const OWN_RECIPE_PORTIONS_MAX = 12;
export const OWN_RECIPE_INGREDIENTS_MAX = 60;
const name = text(OWN_RECIPE_NAME_MAX).trim().min(1);
const portions = z.number().int().min(1).max(OWN_RECIPE_PORTIONS_MAX);
const mealTypes = z.array(mealType).max(4);

export const OwnRecipeCreated = defineEvent({
  type: 'OwnRecipeCreated',
  v: 1,
  schema: () => z.strictObject({ recipeId, name, portions, mealTypes }),
});

export const OwnRecipeRenamed = defineEvent({
  type: 'OwnRecipeRenamed',
  v: 1,
  schema: () => z.strictObject({ recipeId, name }),
});

/** An ingredient added or changed: so many of one of a food's servings (quantity in steps of 0.05). */
export const OwnRecipeIngredientSet = defineEvent({
  type: 'OwnRecipeIngredientSet',
  v: 1,
  schema: () =>
    z.strictObject({
      recipeId,
      ingredientId: text(100).min(1),
      food: loggedFoodSchema,
      servingId: text(40).min(1),
      quantity: z.number().positive().max(10_000),
    }),
});

export const OwnRecipeIngredientRemoved = defineEvent({
  type: 'OwnRecipeIngredientRemoved',
  v: 1,
  schema: () => z.strictObject({ recipeId, ingredientId: text(100).min(1) }),
});

export const OwnRecipePortionsSet = defineEvent({
  type: 'OwnRecipePortionsSet',
  v: 1,
  schema: () => z.strictObject({ recipeId, portions }),
});

export const OwnRecipeMealTypesSet = defineEvent({
  type: 'OwnRecipeMealTypesSet',
  v: 1,
  schema: () => z.strictObject({ recipeId, mealTypes }),
});

/** Kept without publishing ('save and plan'): a draft that closing no longer discards. */
export const OwnRecipeSaved = defineEvent({ type: 'OwnRecipeSaved', v: 1, schema: () => z.strictObject({ recipeId }) });
/** In the person's 'own recipes' and their searches (and the planner's choice for them). */
export const OwnRecipePublished = defineEvent({
  type: 'OwnRecipePublished',
  v: 1,
  schema: () => z.strictObject({ recipeId }),
});
/** Out of 'own recipes' again: edited after publishing, or deleted. Planned meals keep it. */
export const OwnRecipeUnpublished = defineEvent({
  type: 'OwnRecipeUnpublished',
  v: 1,
  schema: () => z.strictObject({ recipeId }),
});
/** A draft closed without saving: gone. */
export const OwnRecipeDiscarded = defineEvent({
  type: 'OwnRecipeDiscarded',
  v: 1,
  schema: () => z.strictObject({ recipeId }),
});

export const ownRecipeEvents = [
  OwnRecipeCreated,
  OwnRecipeRenamed,
  OwnRecipeIngredientSet,
  OwnRecipeIngredientRemoved,
  OwnRecipePortionsSet,
  OwnRecipeMealTypesSet,
  OwnRecipeSaved,
  OwnRecipePublished,
  OwnRecipeUnpublished,
  OwnRecipeDiscarded,
];
export const OWN_RECIPE_EVENT_TYPES: readonly string[] = ownRecipeEvents.map((e) => e.type);
