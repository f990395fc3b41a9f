import { definePlugin } from '../../core/plugins';

/**
 * Simple recipes (the organisation's recipe_system_type SIMPLE), a product of its own
 * (3-daily-use.txt section 2): its people answer the simple onboarding, live in the Recipes tab
 * (simple inspiration, search and detail), and the diary plans simple recipes by the serving.
 */
export const simpleRecipesPlugin = definePlugin({
  id: 'simple-recipes',
  flag: 'recipe_system_type',
  isEnabled: ({ recipeSystem }) => recipeSystem === 'SIMPLE',
  load: () => import('./register'),
});
