import { z } from 'zod';
import { defineCommand } from '../../core/commands';
import { accept } from '../../core/errors';
import { RecipeDisliked, RecipeFavourited, RecipeUndisliked, RecipeUnfavourited, recipeKindSchema } from './events';
import { isDisliked, isFavourite, recipePreferencesProjection } from './preferences';

const recipeRef = z.object({ recipeId: z.string().min(1).max(80), kind: recipeKindSchema });

/** The heart on a recipe: a favourite becomes a plain recipe again, anything else a favourite (3-daily-use.txt section 4). */
export const toggleFavouriteRecipe = defineCommand({
  type: 'ToggleFavouriteRecipe',
  schema: recipeRef,
  projection: recipePreferencesProjection,
  decide: (payload, state) => accept([isFavourite(state, payload.kind, payload.recipeId) ? RecipeUnfavourited.draft(payload) : RecipeFavourited.draft(payload)]),
});

/** 'Not for me': the planner never picks a disliked recipe. */
export const toggleDislikeRecipe = defineCommand({
  type: 'ToggleDislikeRecipe',
  schema: recipeRef,
  projection: recipePreferencesProjection,
  decide: (payload, state) => accept([isDisliked(state, payload.kind, payload.recipeId) ? RecipeUndisliked.draft(payload) : RecipeDisliked.draft(payload)]),
});

export const recipeCommands = [toggleFavouriteRecipe, toggleDislikeRecipe];
