import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recipeApi, SIMPLE_PAGE_SIZE } from '../../src/core/api/recipes';
import { PLANNING_PROFILE_EVENT_TYPES, planningProfileProjection } from '../../src/features/profile/planningProfile';
import { RECIPE_PREFERENCE_EVENT_TYPES } from '../../src/features/recipes/events';
import { idsOf, recipePreferencesProjection, type RecipePreferences } from '../../src/features/recipes/preferences';
import { signedInUser } from '../access';
import type { Deps } from '../deps';
import { languageOf, notFound } from '../http';
import { foldStream } from '../sync/streamState';
import { ownRecipePage } from './ownRecipes';
import {
  catalogueText,
  customTagName,
  findRecipes,
  nextLink,
  recipeItemOf,
  recipeRecord,
  simpleRecipeOf,
  type RecipeFilter,
} from './recipeSearch';

/** The recipe catalogue and the simple recipes, with the user's favourites and dislikes from their own stream. */
export const recipeRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  const reader = async (request: FastifyRequest) => {
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
  };
  // Disliked recipes are hidden everywhere; the favourites filter narrows to favourites.
  const personal = (
    preferences: RecipePreferences,
    kind: RecipeFilter['kind'],
    onlyFavourites: boolean | undefined,
  ) => ({
    kind,
    exceptIds: idsOf(preferences.dislikes, kind),
    ...(onlyFavourites ? { onlyIds: idsOf(preferences.favourites, kind) } : {}),
  });
  const favouriteIn = (preferences: RecipePreferences, kind: RecipeFilter['kind']) =>
    new Set(idsOf(preferences.favourites, kind));

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

  app.get(
    recipeApi.simpleSuggestions.path,
    {
      config: { access: 'enabled' },
      schema: {
        querystring: recipeApi.simpleSuggestions.query,
        response: { 200: recipeApi.simpleSuggestions.response },
      },
    },
    async (request) => {
      const { language, preferences, suits } = await reader(request);
      const q = request.query;
      // Simple search reads its text only from 3 characters on (3-daily-use.txt section 4).
      const text = q.search && q.search.length >= 3 ? q.search : undefined;
      const filter: RecipeFilter = {
        ...personal(preferences, 'SIMPLE', q.isFavorite),
        ...(q.ignore_preferences ? {} : { suits }),
        text,
        mealTypes: q.mealTypes,
        tags: q.customTags,
        maxMinutes: q.totalTimeLte,
      };
      const { rows, hasMore } = await findRecipes(db, filter, { language, page: q.page, pageSize: SIMPLE_PAGE_SIZE });
      const favourites = favouriteIn(preferences, 'SIMPLE');
      return {
        results: rows.map((r) => simpleRecipeOf(r, language, favourites.has(r.id))),
        next: hasMore ? nextLink(recipeApi.simpleSuggestions.path, q, 'page', q.page) : null,
      };
    },
  );

  app.get(
    recipeApi.simpleInspiration.path,
    { config: { access: 'enabled' }, schema: { response: { 200: recipeApi.simpleInspiration.response } } },
    async (request) => {
      const { language, preferences } = await reader(request);
      const favourites = favouriteIn(preferences, 'SIMPLE');
      const base = personal(preferences, 'SIMPLE', false);
      const page = async (filter: Partial<RecipeFilter>, pageSize = 8) =>
        (await findRecipes(db, { ...base, ...filter }, { language, page: 1, pageSize })).rows.map((r) =>
          simpleRecipeOf(r, language, favourites.has(r.id)),
        );
      const text = catalogueText[language].simpleInspiration;
      const favouriteFirst = [...(await page({ onlyIds: [...favourites] })), ...(await page({ maxMinutes: 30 }))];
      const tags = Object.keys(catalogueText.en.customTags);
      const cards = await Promise.all(tags.map(async (tag) => ({ tag, first: (await page({ tags: [tag] }, 1))[0] })));
      return {
        featured_section: {
          title: text.featured,
          recipes: [...new Map(favouriteFirst.map((r) => [r.id, r])).values()].slice(0, 6),
        },
        category_cards: cards.flatMap(({ tag, first }) =>
          first ? [{ name: tag, title: customTagName(tag, language), tag_id: tag, first_recipe: first }] : [],
        ),
        curated_sections: [
          { id: 'quick', title: text.quick, layout: 'horizontal' as const, recipes: await page({ maxMinutes: 20 }) },
          {
            id: 'breakfast',
            title: text.breakfast,
            layout: 'horizontal' as const,
            recipes: await page({ mealTypes: ['BREAKFAST'] }),
          },
          {
            id: 'plant-based',
            title: text.plantBased,
            layout: 'vertical' as const,
            recipes: (await page({}, 60))
              .filter((r) => !r.allergens.some((a) => ['MILK', 'EGG', 'FISH', 'SHELLFISH'].includes(a)))
              .slice(0, 6),
          },
        ],
      };
    },
  );

  app.get(
    recipeApi.customTags.path,
    { config: { access: 'enabled' }, schema: { response: { 200: recipeApi.customTags.response } } },
    async (request) => {
      const { language } = await reader(request);
      return {
        results: Object.keys(catalogueText.en.customTags).map((tag) => ({
          id: tag,
          name: tag,
          human_name: customTagName(tag, language),
        })),
      };
    },
  );

  app.get(
    recipeApi.simpleRetrieve.path,
    {
      config: { access: 'enabled' },
      schema: { params: recipeApi.simpleRetrieve.params, response: { 200: recipeApi.simpleRetrieve.response } },
    },
    async (request) => {
      const { language, preferences } = await reader(request);
      const record = await recipeRecord(db, 'SIMPLE', request.params.id);
      if (!record) throw notFound('Unknown recipe.');
      return simpleRecipeOf(record, language, favouriteIn(preferences, 'SIMPLE').has(record.id));
    },
  );
};
