import { recipeApi, simpleRecipeSchema } from '../../../core/api/recipes';
import { recipeCache, withSignal } from '../../../features/recipes/detail/recipeCache';

/**
 * A simple recipe's detail, kept on the device once seen (or fetched ahead for the coming week's
 * planned meals) so a planned simple meal opens offline: the full recipes' cache in a key space of
 * its own, per language.
 */
export const simpleRecipeCache = recipeCache({
  kind: 'SIMPLE',
  schema: simpleRecipeSchema,
  fetch: (api, id, language, signal) =>
    api.call('simpleRecipe', recipeApi.simpleRetrieve, { params: { id }, language, ...withSignal(signal) }),
});

export const { kept: keptSimpleRecipe, load: loadSimpleRecipe, plannedIds: plannedSimpleIds } = simpleRecipeCache;
