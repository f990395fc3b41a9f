import { defineFeatureKernel } from '../../core/feature';
import { recipePreferenceCommands } from './commands';
import { recipeEvents } from './events';
import { ownRecipeCommands } from './own/commands';
import { ownRecipeEvents } from './own/events';
import { ownRecipesProjection } from './own/projection';
import { recipePreferencesProjection } from './preferences';

/** The recipes slice's events, deciders and read models: loaded by a session, not with the shell. */
export const recipesKernel = defineFeatureKernel({
  id: 'recipes',
  events: [...recipeEvents, ...ownRecipeEvents],
  commands: [...ownRecipeCommands, ...recipePreferenceCommands],
  projections: [recipePreferencesProjection, ownRecipesProjection],
  dated: {
    RecipeFavourited: false,
    RecipeUnfavourited: false,
    RecipeDisliked: false,
    RecipeUndisliked: false,
    OwnRecipeCreated: false,
    OwnRecipeRenamed: false,
    OwnRecipeIngredientSet: false,
    OwnRecipeIngredientRemoved: false,
    OwnRecipePortionsSet: false,
    OwnRecipeMealTypesSet: false,
    OwnRecipeSaved: false,
    OwnRecipePublished: false,
    OwnRecipeUnpublished: false,
    OwnRecipeDiscarded: false,
  },
});
