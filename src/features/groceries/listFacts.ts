import { z } from 'zod';
import type { ApiClient } from '../../core/api/client';
import { groceryApi, MAX_NEEDED_FOODS, MAX_NEEDED_RECIPES } from '../../core/api/groceries';
import type { DeviceCache } from '../../core/deviceCache';
import type { OwnRecipesState } from '../recipes/own/projection';
import type { ListedItem } from './makeList';
import { foodFactsSchema, recipeNeedsSchema, type FoodFacts, type RecipeNeeds } from './needs';

/**
 * What a list is made from (issue 15): the ingredients of planned recipes and the shop facts of
 * foods, from the server and kept on this device so that a list can be made in a shop without
 * signal. They are kept as one cache entry, so a long plan's hundreds of foods neither crowd out the
 * recipes the cache keeps nor cost hundreds of reads when the list is made offline.
 */
export interface ListFacts {
  readonly recipes: ReadonlyMap<string, RecipeNeeds>;
  readonly foods: ReadonlyMap<string, FoodFacts>;
}

export const LIST_FACTS_KEY = 'grocery-facts';
/** How many recipes and foods the device keeps; past that, those asked for longest ago go. */
export const KEPT_RECIPES_MAX = 400;
export const KEPT_FOODS_MAX = 2_000;
/** Facts fetched ahead are asked again after a week: catalogues are corrected now and then. */
export const KEPT_FRESH_MS = 7 * 24 * 3_600_000;

const keptOf = <T extends z.ZodType>(value: T) => z.record(z.string(), z.object({ value, storedAt: z.number() }));
const keptFactsSchema = z.object({ recipes: keptOf(recipeNeedsSchema), foods: keptOf(foodFactsSchema) });
type Kept<T> = Record<string, { value: T; storedAt: number }>;
interface KeptFacts {
  recipes: Kept<RecipeNeeds>;
  foods: Kept<FoodFacts>;
}

export const recipeKey = (kind: string, id: string) => `${kind}:${id}`;

/** The recipes (by kind and id) and foods the planned items need; an own recipe's foods are asked for. */
function wanted(items: readonly ListedItem[], own: OwnRecipesState) {
  const recipes = new Map<string, { kind: 'RECIPE' | 'SIMPLE'; id: string }>();
  const foods = new Set<string>();
  for (const item of items) {
    if (item.kind === 'food' && item.foodId) foods.add(item.foodId);
    if (item.kind !== 'recipe') continue;
    const { kind, id } = item.recipe;
    if (kind === 'OWN') own.recipes[id]?.ingredients.forEach((i) => foods.add(i.food.id));
    else recipes.set(recipeKey(kind, id), { kind, id });
  }
  return { recipes, foods };
}

async function readKept(cache: DeviceCache): Promise<KeptFacts> {
  const parsed = keptFactsSchema.safeParse((await cache.get(LIST_FACTS_KEY))?.value);
  return parsed.success ? (parsed.data as KeptFacts) : { recipes: {}, foods: {} };
}

const newest = <T>(kept: Kept<T>, max: number): Kept<T> =>
  Object.fromEntries(
    Object.entries(kept)
      .sort(([, a], [, b]) => b.storedAt - a.storedAt)
      .slice(0, max),
  );

// Two writers (the dialog and the keeping ahead) may each write what they read: the later write
// wins and the other's facts are fetched again next time. A cache, so that is a miss, not a loss.
const writeKept = (cache: DeviceCache, kept: KeptFacts, now: number) =>
  cache.put(
    LIST_FACTS_KEY,
    { recipes: newest(kept.recipes, KEPT_RECIPES_MAX), foods: newest(kept.foods, KEPT_FOODS_MAX) },
    now,
  );

/**
 * Asks the server for the recipes and foods, in requests within its limits, adding each answer to
 * `kept` as it comes. Stops at the first failure (offline, the server failing): what came is kept.
 */
async function fetchInto(
  api: ApiClient,
  kept: KeptFacts,
  recipes: readonly { kind: 'RECIPE' | 'SIMPLE'; id: string }[],
  foods: readonly string[],
  now: () => number,
  signal?: AbortSignal,
): Promise<number> {
  let fetched = 0;
  const rounds = Math.max(Math.ceil(recipes.length / MAX_NEEDED_RECIPES), Math.ceil(foods.length / MAX_NEEDED_FOODS));
  try {
    for (let round = 0; round < rounds && !signal?.aborted; round++) {
      const answer = await api.call('groceryNeeds', groceryApi.needs, {
        body: {
          recipes: recipes.slice(round * MAX_NEEDED_RECIPES, (round + 1) * MAX_NEEDED_RECIPES),
          foods: foods.slice(round * MAX_NEEDED_FOODS, (round + 1) * MAX_NEEDED_FOODS),
        },
        ...(signal ? { signal } : {}),
      });
      for (const recipe of answer.recipes)
        kept.recipes[recipeKey(recipe.kind, recipe.id)] = { value: recipe, storedAt: now() };
      for (const food of answer.foods) kept.foods[food.foodId] = { value: food, storedAt: now() };
      fetched += answer.recipes.length + answer.foods.length;
    }
  } catch {
    // Offline, cancelled or the server failing: the list is made from what the device has.
  }
  return fetched;
}

const factsFor = (kept: KeptFacts, want: ReturnType<typeof wanted>): ListFacts => ({
  recipes: new Map(
    [...want.recipes.keys()].flatMap((key) => (kept.recipes[key] ? [[key, kept.recipes[key].value]] : [])),
  ),
  foods: new Map([...want.foods].flatMap((id) => (kept.foods[id] ? [[id, kept.foods[id].value]] : []))),
});

/**
 * The facts for a list being made: asked afresh of the server (a list is made from today's
 * catalogue), and where it cannot answer, as this device kept them.
 */
export async function loadListFacts(
  api: ApiClient,
  cache: DeviceCache,
  items: readonly ListedItem[],
  own: OwnRecipesState,
  now: () => number,
): Promise<ListFacts> {
  const want = wanted(items, own);
  const kept = await readKept(cache);
  const fetched = await fetchInto(api, kept, [...want.recipes.values()], [...want.foods], now);
  if (fetched > 0) await writeKept(cache, kept, now());
  return factsFor(kept, want);
}

/** What keeping ahead did: facts fetched, and recipes and foods the device still lacks. */
export interface KeptReport {
  readonly fetched: number;
  readonly missing: number;
}

/**
 * Fetches ahead what the coming days' planned items need and this device has not kept (or kept
 * more than a week ago), so a list can be made in the shop offline.
 */
export async function keepListFacts(
  api: ApiClient,
  cache: DeviceCache,
  items: readonly ListedItem[],
  own: OwnRecipesState,
  now: () => number,
  signal?: AbortSignal,
): Promise<KeptReport> {
  const want = wanted(items, own);
  const kept = await readKept(cache);
  const stale = (entry: { storedAt: number } | undefined) => !entry || now() - entry.storedAt >= KEPT_FRESH_MS;
  const recipes = [...want.recipes].filter(([key]) => stale(kept.recipes[key])).map(([, recipe]) => recipe);
  const foods = [...want.foods].filter((id) => stale(kept.foods[id]));
  if (recipes.length === 0 && foods.length === 0) return { fetched: 0, missing: 0 };
  const fetched = await fetchInto(api, kept, recipes, foods, now, signal);
  if (fetched > 0) await writeKept(cache, kept, now());
  const missing =
    [...want.recipes.keys()].filter((key) => !kept.recipes[key]).length +
    [...want.foods].filter((id) => !kept.foods[id]).length;
  return { fetched, missing };
}
