import { definePlugin } from '../../core/plugins';

/** Recipe inspiration (FF_RECIPE_INSPIRATION): the app opens on the recipes tab, and the diary shows no macros or targets. */
export const recipeInspirationPlugin = definePlugin({
  id: 'recipe-inspiration',
  flag: 'FF_RECIPE_INSPIRATION',
  isEnabled: ({ flags }) => flags.FF_RECIPE_INSPIRATION,
  load: () => import('./register'),
});
