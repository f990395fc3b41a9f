import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTOCOMPLETE_SIZE, FOOD_PAGE_SIZE, foodApi } from '../../src/core/api/food';
import type { Deps } from '../deps';
import { languageOf, notFound } from '../http';
import { foodById, foodByBarcode, searchFoods } from './foodSearch';

/** Food search, autocomplete, barcode lookup and food details, for signed-in users. */
export const foodRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    foodApi.list.path,
    {
      config: { access: 'enabled' },
      schema: { querystring: foodApi.list.query, response: { 200: foodApi.list.response } },
    },
    async (request) => {
      const { query, page } = request.query;
      return searchFoods(db, query, {
        language: languageOf(request),
        limit: FOOD_PAGE_SIZE,
        offset: (page - 1) * FOOD_PAGE_SIZE,
      });
    },
  );

  app.get(
    foodApi.search.path,
    {
      config: { access: 'enabled' },
      schema: { querystring: foodApi.search.query, response: { 200: foodApi.search.response } },
    },
    async (request) => {
      const { query, page } = request.query;
      const found = await searchFoods(db, query, {
        language: languageOf(request),
        limit: FOOD_PAGE_SIZE + 1,
        offset: (page - 1) * FOOD_PAGE_SIZE,
      });
      const next =
        found.length > FOOD_PAGE_SIZE
          ? `/api${foodApi.search.path}?${new URLSearchParams({ query, page: String(page + 1) })}`
          : null;
      return { results: found.slice(0, FOOD_PAGE_SIZE), next };
    },
  );

  app.get(
    foodApi.autocomplete.path,
    {
      config: { access: 'enabled' },
      schema: { querystring: foodApi.autocomplete.query, response: { 200: foodApi.autocomplete.response } },
    },
    async (request) => {
      const found = await searchFoods(db, request.query.query, {
        language: languageOf(request),
        limit: AUTOCOMPLETE_SIZE,
      });
      return found.map((f) => ({ id: f.id, name: f.name }));
    },
  );

  app.get(
    foodApi.byBarcode.path,
    {
      config: { access: 'enabled' },
      schema: { querystring: foodApi.byBarcode.query, response: { 200: foodApi.byBarcode.response } },
    },
    async (request) => {
      const food = await foodByBarcode(db, request.query.barcode, languageOf(request));
      if (!food) throw notFound('No product with this barcode.');
      return food;
    },
  );

  app.get(
    foodApi.retrieve.path,
    {
      config: { access: 'enabled' },
      schema: { params: foodApi.retrieve.params, response: { 200: foodApi.retrieve.response } },
    },
    async (request) => {
      const food = await foodById(db, request.params.id, languageOf(request));
      if (!food) throw notFound('Unknown food.');
      return food;
    },
  );
};
