import type { FastifyRequest } from 'fastify';
import { PLANNING_PROFILE_EVENT_TYPES, planningProfileProjection } from '../../src/features/profile/planningProfile';
import { RECIPE_PREFERENCE_EVENT_TYPES } from '../../src/features/recipes/events';
import { idsOf, recipePreferencesProjection, type RecipePreferences } from '../../src/features/recipes/preferences';
import { signedInUser } from '../access';
import type { Queryable } from '../db/database';
import { languageOf } from '../http';
import { foldStream } from '../sync/streamState';
import type { RecipeFilter } from './recipeSearch';

/** What a recipe answer reads of the caller: their language, favourites and dislikes, and what they cannot eat. */
export async function readerOf(db: Queryable, request: FastifyRequest) {
  const user = signedInUser(request);
  const preferences = await foldStream(db, user.id, recipePreferencesProjection, RECIPE_PREFERENCE_EVENT_TYPES);
  const { nutrition } = await foldStream(db, user.id, planningProfileProjection, PLANNING_PROFILE_EVENT_TYPES);
  // What the person cannot or will not eat.
  const suits = nutrition
    ? {
        diet: nutrition.profile.diet,
        intolerances: nutrition.intolerances,
        allergens: nutrition.allergens,
        dislikes: nutrition.dislikes,
      }
    : undefined;
  return { language: languageOf(request), preferences, suits };
}

/** Disliked recipes are hidden everywhere; the favourites filter narrows to favourites. */
export const personal = (
  preferences: RecipePreferences,
  kind: RecipeFilter['kind'],
  onlyFavourites: boolean | undefined,
) => ({
  kind,
  exceptIds: idsOf(preferences.dislikes, kind),
  ...(onlyFavourites ? { onlyIds: idsOf(preferences.favourites, kind) } : {}),
});

export const favouriteIn = (preferences: RecipePreferences, kind: RecipeFilter['kind']) =>
  new Set(idsOf(preferences.favourites, kind));
