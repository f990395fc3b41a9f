import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../core/api/client';
import { MAX_NEEDED_FOODS } from '../../core/api/groceries';
import { ApiError } from '../../core/apiError';
import { deviceCache } from '../../core/deviceCache';
import type { OwnRecipesState } from '../recipes/own/projection';
import { KEPT_FRESH_MS, keepListFacts, LIST_FACTS_KEY, loadListFacts } from './listFacts';
import type { ListedItem } from './makeList';
import type { FoodFacts, RecipeNeeds } from './needs';

const apple: FoodFacts = {
  foodId: 'sr:09003',
  name: { en: 'Apple', nl: 'Appel' },
  category: 'PRODUCE',
  pieceGrams: 182,
  mlPerGram: null,
};
const foodOf = (foodId: string): FoodFacts => ({ ...apple, foodId });
const shakshuka: RecipeNeeds = {
  kind: 'SIMPLE',
  id: 'simple-shakshuka',
  portions: 2,
  ingredients: [{ food: null, grams: null, text: { en: '4 eggs', nl: '4 eieren' } }],
};
const meal = (itemId: string) => ({ itemId, date: '2026-11-30', mealMoment: 'BREAKFAST' as const });
const plannedRecipe: ListedItem = {
  ...meal('b1'),
  kind: 'recipe',
  recipe: { kind: 'SIMPLE', id: shakshuka.id, portionsMultiplier: 1 },
};
const loggedFood = (foodId: string, itemId = foodId): ListedItem => ({
  ...meal(itemId),
  kind: 'food',
  foodId,
  grams: 100,
  facts: null,
  name: 'Apple',
});
const quickAdd: ListedItem = { ...meal('q'), kind: 'quickAdd' };
const noOwn: OwnRecipesState = { recipes: {} };

type Body = { recipes: { kind: string; id: string }[]; foods: string[] };
/** A server that answers every recipe and food it is asked for, and records what it was asked. */
function answeringServer() {
  const asked: Body[] = [];
  const call = vi.fn(async (_operation: string, _definition: unknown, input: { body: Body }) => {
    asked.push(input.body);
    return {
      recipes: input.body.recipes.filter((r) => r.id === shakshuka.id).map(() => shakshuka),
      foods: input.body.foods.map(foodOf),
    };
  });
  return { api: { call } as unknown as ApiClient, asked };
}
const unreachable = {
  call: vi.fn(async () => {
    throw new ApiError('groceryNeeds', 0, { detail: 'Failed to fetch' });
  }),
} as unknown as ApiClient;

let caches = 0;
const freshCache = () => deviceCache(`grocery-facts-test-${++caches}`);

describe('what a list is made from', () => {
  it('is asked of the server once for every recipe and food, and kept for a list made offline', async () => {
    const cache = freshCache();
    const { api, asked } = answeringServer();
    const items = [plannedRecipe, loggedFood(apple.foodId), loggedFood(apple.foodId, 'second apple'), quickAdd];
    const online = await loadListFacts(api, cache, items, noOwn, () => 1);
    expect(asked).toEqual([{ recipes: [{ kind: 'SIMPLE', id: shakshuka.id }], foods: [apple.foodId] }]);
    expect(online.recipes.get(`SIMPLE:${shakshuka.id}`)).toEqual(shakshuka);

    const offline = await loadListFacts(unreachable, cache, items, noOwn, () => 2);
    expect(offline.recipes.get(`SIMPLE:${shakshuka.id}`)).toEqual(shakshuka);
    expect(offline.foods.get(apple.foodId)).toEqual(apple);
  });

  it('offline on a device that never fetched them: nothing known, so the list says what is missing', async () => {
    const known = await loadListFacts(unreachable, freshCache(), [plannedRecipe], noOwn, () => 1);
    expect(known.recipes.size).toBe(0);
  });

  it('gives only what the planned items need, whatever else the device kept', async () => {
    const cache = freshCache();
    const { api } = answeringServer();
    await keepListFacts(api, cache, [plannedRecipe, loggedFood('sr:other')], noOwn, () => 1);
    const known = await loadListFacts(unreachable, cache, [loggedFood(apple.foodId)], noOwn, () => 2);
    expect([...known.recipes.keys()]).toEqual([]);
    expect([...known.foods.keys()]).toEqual([]);
  });

  it('is asked in requests within the server’s limits, and a long plan’s foods are all kept in one entry', async () => {
    const cache = freshCache();
    const { api, asked } = answeringServer();
    const foods = Array.from({ length: MAX_NEEDED_FOODS + 20 }, (_, i) => loggedFood(`sr:${i}`));
    await loadListFacts(api, cache, foods, noOwn, () => 1);
    expect(asked.map((body) => body.foods.length)).toEqual([MAX_NEEDED_FOODS, 20]);
    const offline = await loadListFacts(unreachable, cache, foods, noOwn, () => 2);
    expect(offline.foods.size).toBe(MAX_NEEDED_FOODS + 20);
    expect((await cache.get(LIST_FACTS_KEY))?.value).toBeTruthy();
  });
});

describe('keeping the coming days’ facts ahead', () => {
  it('fetches what the device has not kept, then nothing while what it kept is fresh', async () => {
    const cache = freshCache();
    const { api, asked } = answeringServer();
    const items = [plannedRecipe, loggedFood(apple.foodId)];
    expect(await keepListFacts(api, cache, items, noOwn, () => 1)).toEqual({ fetched: 2, missing: 0 });
    expect(await keepListFacts(api, cache, items, noOwn, () => 1 + KEPT_FRESH_MS - 1)).toEqual({
      fetched: 0,
      missing: 0,
    });
    expect(asked).toHaveLength(1);

    // A new food planned: only it is asked for.
    await keepListFacts(api, cache, [...items, loggedFood('sr:new')], noOwn, () => 5);
    expect(asked.at(-1)).toEqual({ recipes: [], foods: ['sr:new'] });

    // A week later, what was kept is asked again.
    await keepListFacts(api, cache, items, noOwn, () => 1 + KEPT_FRESH_MS);
    expect(asked.at(-1)).toEqual({ recipes: [{ kind: 'SIMPLE', id: shakshuka.id }], foods: [apple.foodId] });
  });

  it('lets a list be made offline from what it fetched ahead', async () => {
    const cache = freshCache();
    const { api } = answeringServer();
    await keepListFacts(api, cache, [plannedRecipe], noOwn, () => 1);
    const offline = await loadListFacts(unreachable, cache, [plannedRecipe], noOwn, () => 2);
    expect(offline.recipes.get(`SIMPLE:${shakshuka.id}`)).toEqual(shakshuka);
  });

  it('offline, fetches nothing and keeps what it had', async () => {
    const cache = freshCache();
    const { api } = answeringServer();
    await keepListFacts(api, cache, [plannedRecipe], noOwn, () => 1);
    expect(await keepListFacts(unreachable, cache, [plannedRecipe, loggedFood('sr:new')], noOwn, () => 2)).toEqual({
      fetched: 0,
      missing: 1,
    });
    const offline = await loadListFacts(unreachable, cache, [plannedRecipe], noOwn, () => 3);
    expect(offline.recipes.size).toBe(1);
  });

  it('asks for nothing when nothing with groceries is planned', async () => {
    const { api, asked } = answeringServer();
    expect(await keepListFacts(api, freshCache(), [quickAdd], noOwn, () => 1)).toEqual({ fetched: 0, missing: 0 });
    expect(asked).toEqual([]);
  });
});
