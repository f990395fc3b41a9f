import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../core/api/client';
import type { RecipeItem } from '../../../core/api/recipes';
import { ApiError } from '../../../core/apiError';
import { deviceCache } from '../../../core/deviceCache';
import { fold } from '../../../core/projection';
import { envelopesOf } from '../../../core/testing/decider';
import { MealPlanned, QuickAddLogged } from '../../diary/events';
import { diaryProjection } from '../../diary/projection';
import {
  catalogueRecipeCache,
  KEPT_FRESH_MS,
  keepRecipes,
  keptRecipe,
  loadRecipe,
  plannedRecipeIds,
} from './recipeCache';

const soup = (name = 'Lentil soup'): RecipeItem => ({
  id: 'lentil-soup',
  name,
  image: null,
  kcal: 312,
  protein: 18.2,
  carbohydrates: 40.5,
  fat: 7.1,
  fiber: 9,
  portions: 4,
  preparation_time_min: 10,
  cooking_time_min: 30,
  meal_types: ['DINNER'],
  tags: [{ name: 'SOUP' }],
  source_provider: 'FORKCAST',
  is_favourite: false,
  diets: [],
  allergens: [],
  ingredients: [{ food_id: 'sr:16069', name: '250 g red lentils', grams: 250 }],
  directions: [{ text: '1. Rinse the lentils.' }, { text: 'NOTE: freezes well.' }],
});

/** A server that answers from a table of recipes, or as if there were no connection. */
function server(recipes: Record<string, RecipeItem> | 'offline') {
  const call = vi.fn(async (operation: string, _definition: unknown, input: { params?: Record<string, unknown> }) => {
    if (recipes === 'offline') throw new ApiError(operation, 0, { detail: 'Failed to fetch' });
    const found = recipes[String(input.params?.id)];
    if (!found) throw new ApiError(operation, 404, { detail: 'Unknown recipe.' });
    return found;
  });
  return { api: { call } as unknown as ApiClient, call };
}

let databases = 0;
const freshCache = () => deviceCache(`recipe-cache-test-${++databases}`);
const now = () => 1_000_000;

describe('opening a recipe', () => {
  it('keeps what the server answered, and opens it from the device without a connection', async () => {
    const cache = freshCache();
    const online = server({ 'lentil-soup': soup() });
    expect(await loadRecipe(online.api, cache, { id: 'lentil-soup', language: 'en', now })).toEqual(soup());

    const offline = server('offline');
    expect(await loadRecipe(offline.api, cache, { id: 'lentil-soup', language: 'en', now })).toEqual(soup());
  });

  it('asks the server first when online, so a changed recipe replaces the kept one', async () => {
    const cache = freshCache();
    await loadRecipe(server({ 'lentil-soup': soup() }).api, cache, { id: 'lentil-soup', language: 'en', now });
    const changed = soup('Red lentil soup');
    expect(
      await loadRecipe(server({ 'lentil-soup': changed }).api, cache, { id: 'lentil-soup', language: 'en', now }),
    ).toEqual(changed);
    expect(await keptRecipe(cache, 'lentil-soup', 'en')).toEqual(changed);
  });

  it('keeps each language apart', async () => {
    const cache = freshCache();
    await loadRecipe(server({ 'lentil-soup': soup() }).api, cache, { id: 'lentil-soup', language: 'en', now });
    await expect(
      loadRecipe(server('offline').api, cache, { id: 'lentil-soup', language: 'nl', now }),
    ).rejects.toMatchObject({ status: 0 });
  });

  it('fails without a connection when the recipe was never seen', async () => {
    await expect(
      loadRecipe(server('offline').api, freshCache(), { id: 'lentil-soup', language: 'en', now }),
    ).rejects.toMatchObject({ status: 0 });
  });

  it('says not found for a recipe the server does not know, even when one is kept', async () => {
    const cache = freshCache();
    await loadRecipe(server({ 'lentil-soup': soup() }).api, cache, { id: 'lentil-soup', language: 'en', now });
    await expect(loadRecipe(server({}).api, cache, { id: 'lentil-soup', language: 'en', now })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('ignores a kept entry it cannot read (an older app, damage)', async () => {
    const cache = freshCache();
    await cache.put('recipe:RECIPE:lentil-soup:en', { name: 'half a recipe' }, now());
    expect(await keptRecipe(cache, 'lentil-soup', 'en')).toBeUndefined();
  });
});

describe("fetching the coming days' recipes ahead", () => {
  const plan = (itemId: string, date: string, id: string, kind: 'RECIPE' | 'SIMPLE' = 'RECIPE') =>
    MealPlanned.draft({
      itemId,
      date,
      mealMoment: 'DINNER',
      recipe: { kind, id, name: { en: id, nl: id }, portions: 4, portionsMultiplier: 1 },
      nutrients: { kcal: 300 },
      plannedBy: 'AUTO_PLAN',
    });

  it('takes the catalogue recipes planned today and the six days after, each once', () => {
    const diary = fold(
      diaryProjection,
      envelopesOf([
        plan('a', '2026-11-23', 'yesterday-stew'),
        plan('b', '2026-11-24', 'lentil-soup'),
        plan('c', '2026-11-26', 'lentil-soup'),
        plan('d', '2026-11-30', 'pancakes'),
        plan('e', '2026-12-01', 'next-week-pasta'),
        plan('f', '2026-11-25', 'simple-salad', 'SIMPLE'),
        QuickAddLogged.draft({ itemId: 'g', date: '2026-11-25', mealMoment: 'SNACK', nutrients: { kcal: 100 } }),
      ]),
    );
    expect(plannedRecipeIds(diary, '2026-11-24')).toEqual(['lentil-soup', 'pancakes']);
  });

  it('fetches those not kept or kept over a day ago, and skips failures', async () => {
    const cache = freshCache();
    const { api, call } = server({ 'lentil-soup': soup(), pancakes: { ...soup(), id: 'pancakes' } });
    const signal = new AbortController().signal;
    const ids = ['lentil-soup', 'pancakes', 'gone'];
    expect(await keepRecipes(api, cache, { ids, language: 'en', now, signal })).toBe(2);
    expect(call).toHaveBeenCalledTimes(3);

    call.mockClear();
    expect(await keepRecipes(api, cache, { ids, language: 'en', now, signal })).toBe(0);
    expect(call).toHaveBeenCalledTimes(1);

    call.mockClear();
    const later = () => now() + KEPT_FRESH_MS;
    expect(await keepRecipes(api, cache, { ids, language: 'en', now: later, signal })).toBe(2);
  });

  it('stops when the diary is left', async () => {
    const { api, call } = server({ 'lentil-soup': soup() });
    const stop = new AbortController();
    stop.abort();
    expect(
      await keepRecipes(api, freshCache(), { ids: ['lentil-soup'], language: 'en', now, signal: stop.signal }),
    ).toBe(0);
    expect(call).not.toHaveBeenCalled();
  });
});

describe('a planned recipe’s two names', () => {
  /** A server that answers the recipe in the language asked for. */
  const bilingual = () => {
    const call = vi.fn(async (_operation: string, _definition: unknown, input: { language?: string }) =>
      soup(input.language === 'nl' ? 'Linzensoep' : 'Lentil soup'),
    );
    return { call } as unknown as ApiClient;
  };

  it('asks the server for the other language', async () => {
    const names = await catalogueRecipeCache.bothNames(bilingual(), freshCache(), soup(), 'en');
    expect(names).toEqual({ en: 'Lentil soup', nl: 'Linzensoep' });
    const fromDutch = await catalogueRecipeCache.bothNames(bilingual(), freshCache(), soup('Linzensoep'), 'nl');
    expect(fromDutch).toEqual({ en: 'Lentil soup', nl: 'Linzensoep' });
  });

  it('offline, takes the other language as last seen, else the one it has', async () => {
    const cache = freshCache();
    const offline = server('offline').api;
    expect(await catalogueRecipeCache.bothNames(offline, cache, soup(), 'en')).toEqual({
      en: 'Lentil soup',
      nl: 'Lentil soup',
    });
    await loadRecipe(bilingual(), cache, { id: 'lentil-soup', language: 'nl', now });
    expect(await catalogueRecipeCache.bothNames(offline, cache, soup(), 'en')).toEqual({
      en: 'Lentil soup',
      nl: 'Linzensoep',
    });
  });
});
