import { defineFeature } from '../../core/feature';
import { recipeEvents } from './events';
import { recipePreferencesProjection } from './preferences';

/** Recipes: the favourites and dislikes the planner reads, and the slots of the recipe screens (the recipes issue). */
export const recipesFeature = defineFeature({
  id: 'recipes',
  events: recipeEvents,
  projections: [recipePreferencesProjection],
});
