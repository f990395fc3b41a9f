import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTOCOMPLETE_SIZE, FOOD_PAGE_SIZE, foodApi } from '../../src/core/api/food';
import { signedInUser } from '../access';
import type { Deps } from '../deps';
import { languageOf, notFound } from '../http';
import { foodById, foodByBarcode, searchFoods } from './foodSearch';
import { ownFoodByCode, ownFoodById, ownFoodsMatching } from './ownFoods';

/**
 * Food search, autocomplete, barcode lookup and food details, for signed-in users. The caller's own
 * foods (ownFoods.ts) lead the first page and win a barcode.
 */
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
      const [own, found] = await Promise.all([
        page === 1 ? ownFoodsMatching(db, signedInUser(request).id, query) : [],
        searchFoods(db, query, {
          language: languageOf(request),
          limit: FOOD_PAGE_SIZE,
          offset: (page - 1) * FOOD_PAGE_SIZE,
        }),
      ]);
      return [...own, ...found];
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
      const [own, found] = await Promise.all([
        page === 1 ? ownFoodsMatching(db, signedInUser(request).id, query) : [],
        searchFoods(db, query, {
          language: languageOf(request),
          limit: FOOD_PAGE_SIZE + 1,
          offset: (page - 1) * FOOD_PAGE_SIZE,
        }),
      ]);
      const next =
        found.length > FOOD_PAGE_SIZE
          ? `/api${foodApi.search.path}?${new URLSearchParams({ query, page: String(page + 1) })}`
          : null;
      return { results: [...own, ...found.slice(0, FOOD_PAGE_SIZE)], next };
    },
  );

  app.get(
    foodApi.autocomplete.path,
    {
      config: { access: 'enabled' },
      schema: { querystring: foodApi.autocomplete.query, response: { 200: foodApi.autocomplete.response } },
    },
    async (request) => {
      const { query } = request.query;
      const [own, found] = await Promise.all([
        ownFoodsMatching(db, signedInUser(request).id, query),
        searchFoods(db, query, { language: languageOf(request), limit: AUTOCOMPLETE_SIZE }),
      ]);
      return [...own, ...found].slice(0, AUTOCOMPLETE_SIZE).map((f) => ({ id: f.id, name: f.name }));
    },
  );

  app.get(
    foodApi.byBarcode.path,
    {
      config: { access: 'enabled' },
      schema: { querystring: foodApi.byBarcode.query, response: { 200: foodApi.byBarcode.response } },
    },
    async (request) => {
      const { barcode } = request.query;
      const food =
        (await ownFoodByCode(db, signedInUser(request).id, barcode)) ??
        (await foodByBarcode(db, barcode, languageOf(request)));
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
      const { id } = request.params;
      const food = id.startsWith('own:')
        ? await ownFoodById(db, signedInUser(request).id, id)
        : await foodById(db, id, languageOf(request));
      if (!food) throw notFound('Unknown food.');
      return food;
    },
  );
};
