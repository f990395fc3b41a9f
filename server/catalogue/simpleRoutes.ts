import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recipeApi, SIMPLE_PAGE_SIZE } from '../../src/core/api/recipes';
import type { RecipePreferences } from '../../src/features/recipes/preferences';
import { signedInUser } from '../access';
import type { Deps } from '../deps';
import { notFound } from '../http';
import { curationOf, type Curation } from './curation';
import { favouriteIn, personal, readerOf } from './personal';
import {
  catalogueText,
  customTagName,
  findRecipes,
  nextLink,
  recipeRecord,
  simpleRecipeOf,
  type RecipeFilter,
} from './recipeSearch';

/**
 * The simple recipes (3-daily-use.txt sections 2, 4, 7 and 8), as the caller's organisation curates
 * them: its whitelist and denylist hold in every answer, its displayed tags are the tags shown, its
 * featured tag leads the inspiration. On top of that, the person's own dislikes are hidden.
 */
export const simpleRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  const reader = async (request: FastifyRequest) => ({
    ...(await readerOf(db, request)),
    curation: await curationOf(db, signedInUser(request).organisationId),
  });
  /** The person's dislikes and favourites within what the organisation allows. */
  const allowed = (
    preferences: RecipePreferences,
    curation: Curation,
    onlyFavourites: boolean | undefined,
  ): RecipeFilter => {
    const mine = personal(preferences, 'SIMPLE', onlyFavourites);
    const only = curation.onlyIds;
    const onlyIds = mine.onlyIds && only ? mine.onlyIds.filter((id) => only.includes(id)) : (mine.onlyIds ?? only);
    return { kind: 'SIMPLE', exceptIds: [...mine.exceptIds, ...curation.exceptIds], ...(onlyIds ? { onlyIds } : {}) };
  };
  const tagOf = (tag: string, language: 'en' | 'nl') => ({
    id: tag,
    name: tag,
    human_name: customTagName(tag, language),
  });

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
      const { language, preferences, suits, curation } = await reader(request);
      const q = request.query;
      // Simple search reads its text only from 3 characters on (3-daily-use.txt section 4).
      const text = q.search && q.search.length >= 3 ? q.search : undefined;
      const filter: RecipeFilter = {
        ...allowed(preferences, curation, q.isFavorite),
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

  // The simple recipes as a list: the inspiration's saved recipes read page 1 of the favourites.
  app.get(
    recipeApi.simpleList.path,
    {
      config: { access: 'enabled' },
      schema: { querystring: recipeApi.simpleList.query, response: { 200: recipeApi.simpleList.response } },
    },
    async (request) => {
      const { language, preferences, curation } = await reader(request);
      const q = request.query;
      const filter: RecipeFilter = {
        ...allowed(preferences, curation, q.isFavorite),
        mealTypes: q.mealTypes,
        tags: q.customTags,
      };
      const { rows, hasMore } = await findRecipes(db, filter, { language, page: q.page, pageSize: q.pageSize });
      const favourites = favouriteIn(preferences, 'SIMPLE');
      return {
        results: rows.map((r) => simpleRecipeOf(r, language, favourites.has(r.id))),
        next: hasMore ? nextLink(recipeApi.simpleList.path, q, 'page', q.page) : null,
      };
    },
  );

  app.get(
    recipeApi.simpleInspiration.path,
    { config: { access: 'enabled' }, schema: { response: { 200: recipeApi.simpleInspiration.response } } },
    async (request) => {
      const { language, preferences, curation } = await reader(request);
      const favourites = favouriteIn(preferences, 'SIMPLE');
      const base = allowed(preferences, curation, false);
      const page = async (filter: Partial<RecipeFilter>, pageSize = 8) =>
        (await findRecipes(db, { ...base, ...filter }, { language, page: 1, pageSize })).rows.map((r) =>
          simpleRecipeOf(r, language, favourites.has(r.id)),
        );
      const text = catalogueText[language].simpleInspiration;
      const featured = async () => {
        // The organisation's featured tag leads; without one, the person's favourites, then quick ones.
        if (curation.featuredTag)
          return {
            title: customTagName(curation.featuredTag, language),
            recipes: await page({ tags: [curation.featuredTag] }, 6),
          };
        const onlyFavourites = base.onlyIds
          ? [...favourites].filter((id) => base.onlyIds!.includes(id))
          : [...favourites];
        const favouriteFirst = [...(await page({ onlyIds: onlyFavourites })), ...(await page({ maxMinutes: 30 }))];
        return {
          title: text.featured,
          recipes: [...new Map(favouriteFirst.map((r) => [r.id, r])).values()].slice(0, 6),
        };
      };
      const featuredSection = await featured();
      const cards = await Promise.all(
        curation.tags.map(async (tag) => ({ tag, first: (await page({ tags: [tag] }, 1))[0] })),
      );
      return {
        featured_section: featuredSection,
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

  // The tags the organisation shows, in its order: the filters and category cards offer only these.
  app.get(
    recipeApi.customTags.path,
    { config: { access: 'enabled' }, schema: { response: { 200: recipeApi.customTags.response } } },
    async (request) => {
      const { language, curation } = await reader(request);
      return { results: curation.tags.map((tag) => tagOf(tag, language)) };
    },
  );

  // A recipe the curation leaves out still opens by its address: a meal planned before the
  // organisation changed its lists stays readable in the diary. Lists and the planner never offer it.
  app.get(
    recipeApi.simpleRetrieve.path,
    {
      config: { access: 'enabled' },
      schema: { params: recipeApi.simpleRetrieve.params, response: { 200: recipeApi.simpleRetrieve.response } },
    },
    async (request) => {
      const { language, preferences } = await readerOf(db, request);
      const record = await recipeRecord(db, 'SIMPLE', request.params.id);
      if (!record) throw notFound('Unknown recipe.');
      return simpleRecipeOf(record, language, favouriteIn(preferences, 'SIMPLE').has(record.id));
    },
  );
};
