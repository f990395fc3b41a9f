import { defineProjection } from '../../core/projection';

/** The recipes a person marked, by catalogue; a recipe is never both a favourite and disliked. */
export interface RecipePreferences {
  readonly favourites: readonly string[];
  readonly dislikes: readonly string[];
}

const key = (payload: { recipeId: string; kind: string }) => `${payload.kind}:${payload.recipeId}`;
const without = (list: readonly string[], item: string) => list.filter((x) => x !== item);

/** Read by the app (favourite hearts) and by the server (search filters, the planner). */
export const recipePreferencesProjection = defineProjection<RecipePreferences>({
  name: 'recipePreferences',
  version: 1,
  initialState: { favourites: [], dislikes: [] },
  evolve: (state, event) => {
    const item = key(event.payload as { recipeId: string; kind: string });
    switch (event.type) {
      case 'RecipeFavourited':
        return { favourites: [...without(state.favourites, item), item], dislikes: without(state.dislikes, item) };
      case 'RecipeUnfavourited':
        return { ...state, favourites: without(state.favourites, item) };
      case 'RecipeDisliked':
        return { favourites: without(state.favourites, item), dislikes: [...without(state.dislikes, item), item] };
      case 'RecipeUndisliked':
        return { ...state, dislikes: without(state.dislikes, item) };
      default:
        return state;
    }
  },
});

export const isFavourite = (state: RecipePreferences, kind: 'RECIPE' | 'SIMPLE', recipeId: string) =>
  state.favourites.includes(`${kind}:${recipeId}`);
export const isDisliked = (state: RecipePreferences, kind: 'RECIPE' | 'SIMPLE', recipeId: string) =>
  state.dislikes.includes(`${kind}:${recipeId}`);
/** The recipe ids of one catalogue in a list of `kind:id` keys. */
export const idsOf = (keys: readonly string[], kind: 'RECIPE' | 'SIMPLE') =>
  keys.filter((k) => k.startsWith(`${kind}:`)).map((k) => k.slice(kind.length + 1));
