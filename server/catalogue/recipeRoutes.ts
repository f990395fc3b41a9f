import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recipeApi } from '../../src/core/api/recipes';
import { signedInUser } from '../access';
import type { Deps } from '../deps';
import { notFound } from '../http';
import { ownRecipePage } from './ownRecipes';
import { favouriteIn, personal, readerOf } from './personal';
import { findRecipes, nextLink, recipeItemOf, recipeRecord, type RecipeFilter } from './recipeSearch';

/** The recipe catalogue, with the user's favourites and dislikes from their own stream (simple recipes: simpleRoutes.ts). */
export const recipeRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  const reader = (request: FastifyRequest) => readerOf(db, request);

  app.get(
    recipeApi.inspiration.path,
    {
      config: { access: 'enabled' },
      schema: { querystring: recipeApi.inspiration.query, response: { 200: recipeApi.inspiration.response } },
    },
    async (request) => {
      const { language, preferences } = await reader(request);
      const q = request.query;
      const filter: RecipeFilter = {
        ...personal(preferences, 'RECIPE', q.favourite),
        text: q.ingredientSearch,
        mealTypes: q.mealTypes,
        minMinutes: q.preparationTimeMinGte,
        maxMinutes: q.preparationTimeMinLte,
      };
      const { rows, hasMore } = await findRecipes(db, filter, { language, page: q.page, pageSize: q.pageSize });
      const favourites = favouriteIn(preferences, 'RECIPE');
      return {
        results: rows.map((r) => recipeItemOf(r, language, favourites.has(r.id))),
        next: hasMore ? nextLink(recipeApi.inspiration.path, q, 'page', q.page) : null,
      };
    },
  );

  app.get(
    recipeApi.search.path,
    {
      config: { access: 'enabled' },
      schema: { querystring: recipeApi.search.query, response: { 200: recipeApi.search.response } },
    },
    async (request) => {
      const q = request.query;
      // Own recipes are user-generated: the caller's own, from their stream, never the catalogue's.
      if (q.source_provider === 'USER_GENERATED')
        return ownRecipePage(db, signedInUser(request).id, recipeApi.search.path, q);
      const { language, preferences, suits } = await reader(request);
      // Choosing for one's own day: only what fits the person's diet and intolerances.
      const filter: RecipeFilter = {
        ...personal(preferences, 'RECIPE', q.favourite),
        suits,
        text: q.ingredient_search,
        mealTypes: q.meal_types,
        tags: q.tags,
        minMinutes: q.preparation_time_min_gte,
        maxMinutes: q.preparation_time_min_lte,
      };
      const { rows, hasMore } = await findRecipes(db, filter, { language, page: q.page, pageSize: q.page_size });
      const favourites = favouriteIn(preferences, 'RECIPE');
      return {
        results: rows.map((r) => recipeItemOf(r, language, favourites.has(r.id))),
        next: hasMore ? nextLink(recipeApi.search.path, q, 'page', q.page) : null,
      };
    },
  );

  app.get(
    recipeApi.retrieve.path,
    {
      config: { access: 'enabled' },
      schema: { params: recipeApi.retrieve.params, response: { 200: recipeApi.retrieve.response } },
    },
    async (request) => {
      const { language, preferences } = await reader(request);
      const record = await recipeRecord(db, 'RECIPE', request.params.id);
      if (!record) throw notFound('Unknown recipe.');
      return recipeItemOf(record, language, favouriteIn(preferences, 'RECIPE').has(record.id));
    },
  );
};
