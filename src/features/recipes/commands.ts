import { z } from 'zod';
import { defineCommand } from '../../core/commands';
import { accept } from '../../core/errors';
import { text } from '../../core/storable';
import { RecipeDisliked, RecipeFavourited, RecipeUndisliked, RecipeUnfavourited, recipeKindSchema } from './events';
import { isDisliked, isFavourite, recipePreferencesProjection } from './preferences';

const recipeRef = { recipeId: text(80).min(1), kind: recipeKindSchema };

/**
 * The heart on a card or a detail: favourite (which also takes back a 'not for me') or not. Asking
 * for what already holds records nothing, so a double tap or a second device adds no noise.
 */
export const setRecipeFavourite = defineCommand({
  type: 'SetRecipeFavourite',
  schema: () => z.object({ ...recipeRef, favourite: z.boolean() }),
  projection: recipePreferencesProjection,
  decide: ({ recipeId, kind, favourite }, state) => {
    if (isFavourite(state, kind, recipeId) === favourite) return accept([]);
    return accept([
      favourite ? RecipeFavourited.draft({ recipeId, kind }) : RecipeUnfavourited.draft({ recipeId, kind }),
    ]);
  },
});

/** 'Not for me': the planner and the searches leave the recipe out (which also takes back a heart), or not. */
export const setRecipeDisliked = defineCommand({
  type: 'SetRecipeDisliked',
  schema: () => z.object({ ...recipeRef, disliked: z.boolean() }),
  projection: recipePreferencesProjection,
  decide: ({ recipeId, kind, disliked }, state) => {
    if (isDisliked(state, kind, recipeId) === disliked) return accept([]);
    return accept([disliked ? RecipeDisliked.draft({ recipeId, kind }) : RecipeUndisliked.draft({ recipeId, kind })]);
  },
});

export const recipePreferenceCommands = [setRecipeFavourite, setRecipeDisliked];
