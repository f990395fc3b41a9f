import { definePlugin } from '../../core/plugins';

/**
 * Simple recipes (the organisation's recipe_system_type SIMPLE): its people answer the simple
 * onboarding before the diary, never the full one, and the diary's 'add recipe' offers the simple
 * recipes. Its recipe screens come with the simple-recipes issue.
 */
export const simpleRecipesPlugin = definePlugin({
  id: 'simple-recipes',
  flag: 'recipe_system_type',
  isEnabled: ({ recipeSystem }) => recipeSystem === 'SIMPLE',
  load: () => import('./register'),
});
