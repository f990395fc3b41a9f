import type { ApiClient } from '../../../core/api/client';
import { recipeApi, simpleRecipeSchema, type SimpleRecipe } from '../../../core/api/recipes';
import { ApiError } from '../../../core/apiError';
import type { DeviceCache } from '../../../core/deviceCache';
import type { DiaryState } from '../../../features/diary/projection';
import { DAYS_AHEAD, KEPT_FRESH_MS } from '../../../features/recipes/detail/recipeCache';

/**
 * A simple recipe's detail, kept on the device once seen (or fetched ahead for the coming week's
 * planned meals) so a planned simple meal opens offline: the full recipes' cache (recipeCache.ts)
 * in a key space of its own, per language.
 */
const keyOf = (id: string, language: string) => `recipe:SIMPLE:${id}:${language}`;

/** The kept simple recipe, if any and still readable. */
export async function keptSimpleRecipe(
  cache: DeviceCache,
  id: string,
  language: string,
): Promise<SimpleRecipe | undefined> {
  const parsed = simpleRecipeSchema.safeParse((await cache.get(keyOf(id, language)))?.value);
  return parsed.success ? parsed.data : undefined;
}

const fetchSimple = (api: ApiClient, id: string, language: string, signal?: AbortSignal) =>
  api.call('simpleRecipe', recipeApi.simpleRetrieve, { params: { id }, language, ...(signal ? { signal } : {}) });

/** From the server and kept; without a connection the kept copy. A recipe the server does not know is not found. */
export async function loadSimpleRecipe(
  api: ApiClient,
  cache: DeviceCache,
  { id, language, now, signal }: { id: string; language: string; now: () => number; signal?: AbortSignal | undefined },
): Promise<SimpleRecipe> {
  try {
    const recipe = await fetchSimple(api, id, language, signal);
    await cache.put(keyOf(id, language), recipe, now());
    return recipe;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw error;
    const kept = await keptSimpleRecipe(cache, id, language);
    if (kept) return kept;
    throw error;
  }
}

/** The simple recipes planned from `today` through the next six days, each once. */
export function plannedSimpleIds(diary: DiaryState, today: string): string[] {
  const ids = new Set<string>();
  const start = new Date(`${today}T12:00:00Z`).getTime();
  for (let ahead = 0; ahead < DAYS_AHEAD; ahead++) {
    const date = new Date(start + ahead * 86_400_000).toISOString().slice(0, 10);
    for (const item of diary.days[date]?.items ?? []) if (item.recipe?.kind === 'SIMPLE') ids.add(item.recipe.id);
  }
  return [...ids];
}

/** Fetches ahead, one at a time, those not kept or kept over a day ago; a failure skips one until the next visit. */
export async function keepSimpleRecipes(
  api: ApiClient,
  cache: DeviceCache,
  { ids, language, now, signal }: { ids: readonly string[]; language: string; now: () => number; signal: AbortSignal },
): Promise<number> {
  let fetched = 0;
  for (const id of ids) {
    if (signal.aborted) break;
    const entry = await cache.get(keyOf(id, language));
    if (entry && now() - entry.storedAt < KEPT_FRESH_MS && simpleRecipeSchema.safeParse(entry.value).success) continue;
    try {
      await cache.put(keyOf(id, language), await fetchSimple(api, id, language, signal), now());
      fetched++;
    } catch {
      // Offline, gone from the catalogue, or cancelled: nothing to keep this time.
    }
  }
  return fetched;
}
