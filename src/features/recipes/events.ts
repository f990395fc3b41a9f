import { z } from 'zod';
import { defineEvent } from '../../core/events';
import { text } from '../../core/storable';

/** Which catalogue a recipe comes from: the recipes with ingredients, or the simple recipes of SIMPLE organisations. */
export const recipeKindSchema = z.enum(['RECIPE', 'SIMPLE']);
const recipeRef = z.strictObject({ recipeId: text(80).min(1), kind: recipeKindSchema });

export const RecipeFavourited = defineEvent({ type: 'RecipeFavourited', v: 1, schema: () => recipeRef });
export const RecipeUnfavourited = defineEvent({ type: 'RecipeUnfavourited', v: 1, schema: () => recipeRef });
export const RecipeDisliked = defineEvent({ type: 'RecipeDisliked', v: 1, schema: () => recipeRef });
export const RecipeUndisliked = defineEvent({ type: 'RecipeUndisliked', v: 1, schema: () => recipeRef });

export const recipeEvents = [RecipeFavourited, RecipeUnfavourited, RecipeDisliked, RecipeUndisliked];
export const RECIPE_PREFERENCE_EVENT_TYPES = recipeEvents.map((e) => e.type);
