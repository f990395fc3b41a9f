import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../core/api/client';
import type { SimpleRecipe } from '../../../core/api/recipes';
import { ApiError } from '../../../core/apiError';
import { deviceCache } from '../../../core/deviceCache';
import { fold } from '../../../core/projection';
import { envelopesOf } from '../../../core/testing/decider';
import { MealPlanned } from '../../../features/diary/events';
import { diaryProjection } from '../../../features/diary/projection';
import { keptRecipe, loadRecipe } from '../../../features/recipes/detail/recipeCache';
import { keptSimpleRecipe, loadSimpleRecipe, plannedSimpleIds } from './simpleRecipeCache';

const oats = (name = 'Overnight oats'): SimpleRecipe => ({
  id: 'simple-oats',
  name,
  description: 'Creamy oats.',
  image: null,
  servings: 2,
  prep_time_minutes: 5,
  cook_time_minutes: 0,
  meal_types: ['BREAKFAST'],
  ingredients: ['100 g rolled oats', '1 tsp cinnamon'],
  instructions: '1. Stir.\n2. Wait overnight.',
  custom_tags: [{ id: 'no-cook', name: 'no-cook', human_name: 'No cook' }],
  source: 'FORKCAST',
  is_favorite: false,
  allergens: [],
  total_calories: 320,
  protein_grams: 14,
  carbohydrates_grams: 45,
  fat_grams: 8,
  fiber_grams: 6,
});

function server(recipes: Record<string, SimpleRecipe> | 'offline') {
  const call = vi.fn(async (operation: string, _definition: unknown, input: { params?: Record<string, unknown> }) => {
    if (recipes === 'offline') throw new ApiError(operation, 0, { detail: 'Failed to fetch' });
    const found = recipes[String(input.params?.id)];
    if (!found) throw new ApiError(operation, 404, { detail: 'Unknown recipe.' });
    return found;
  });
  return { api: { call } as unknown as ApiClient, call };
}

let databases = 0;
const freshCache = () => deviceCache(`simple-cache-test-${++databases}`);
const now = () => 1_000_000;

describe('opening a simple recipe', () => {
  it('keeps what the server answered, and opens it from the device without a connection', async () => {
    const cache = freshCache();
    await loadSimpleRecipe(server({ 'simple-oats': oats() }).api, cache, { id: 'simple-oats', language: 'en', now });
    expect(await loadSimpleRecipe(server('offline').api, cache, { id: 'simple-oats', language: 'en', now })).toEqual(
      oats(),
    );
    expect(await keptSimpleRecipe(cache, 'simple-oats', 'nl')).toBeUndefined();
  });

  it('shares the device cache with the full recipes, never their entries', async () => {
    const cache = freshCache();
    await loadSimpleRecipe(server({ 'simple-oats': oats() }).api, cache, { id: 'simple-oats', language: 'en', now });
    expect(await keptRecipe(cache, 'simple-oats', 'en')).toBeUndefined();
    await expect(
      loadRecipe(server('offline').api, cache, { id: 'simple-oats', language: 'en', now }),
    ).rejects.toMatchObject({ status: 0 });
  });
});

// The rest of the cache (not found, fetching ahead, freshness) is the full recipes' own, tested in
// src/features/recipes/detail/recipeCache.test.ts.
describe("fetching the coming week's simple meals ahead", () => {
  const plan = (itemId: string, date: string, id: string, kind: 'RECIPE' | 'SIMPLE' = 'SIMPLE') =>
    MealPlanned.draft({
      itemId,
      date,
      mealMoment: 'DINNER',
      recipe: { kind, id, name: { en: id, nl: id }, portions: 2, portionsMultiplier: 2 },
      nutrients: { kcal: 300 },
      plannedBy: 'AUTO_PLAN',
    });

  it('takes the simple recipes planned today and the six days after, each once', () => {
    const diary = fold(
      diaryProjection,
      envelopesOf([
        plan('a', '2026-11-23', 'simple-yesterday'),
        plan('b', '2026-11-24', 'simple-oats'),
        plan('c', '2026-11-27', 'simple-oats'),
        plan('d', '2026-11-30', 'simple-soup'),
        plan('e', '2026-12-01', 'simple-next-week'),
        plan('f', '2026-11-25', 'lentil-soup', 'RECIPE'),
      ]),
    );
    expect(plannedSimpleIds(diary, '2026-11-24')).toEqual(['simple-oats', 'simple-soup']);
  });
});
