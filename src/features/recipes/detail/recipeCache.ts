import type { ApiClient } from '../../../core/api/client';
import { recipeApi, recipeItemSchema, type RecipeItem } from '../../../core/api/recipes';
import { ApiError } from '../../../core/apiError';
import type { DeviceCache } from '../../../core/deviceCache';
import type { DiaryState } from '../../diary/projection';

/**
 * A catalogue recipe's detail, kept on the device once seen (or fetched ahead for the coming days'
 * planned meals), so a planned recipe opens offline with its ingredients and steps. Kept per
 * language: the server answers names, ingredients and steps in the person's language.
 */
const keyOf = (id: string, language: string) => `recipe:RECIPE:${id}:${language}`;

/** How long a kept recipe counts as fresh for fetching ahead; opening a recipe online always asks the server. */
export const KEPT_FRESH_MS = 24 * 60 * 60_000;
/** How far ahead the diary's planned recipes are kept: today and the six days after it. */
export const DAYS_AHEAD = 7;

/** The kept recipe, if any and still readable (an entry from an older app, or damaged, is a miss). */
export async function keptRecipe(cache: DeviceCache, id: string, language: string): Promise<RecipeItem | undefined> {
  const entry = await cache.get(keyOf(id, language));
  const parsed = recipeItemSchema.safeParse(entry?.value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The recipe from the server, kept for later; without a connection (or with the server failing)
 * the kept copy. A recipe the server does not know is not found, whatever is kept.
 */
export async function loadRecipe(
  api: ApiClient,
  cache: DeviceCache,
  { id, language, now, signal }: { id: string; language: string; now: () => number; signal?: AbortSignal | undefined },
): Promise<RecipeItem> {
  try {
    const item = await api.call('recipe', recipeApi.retrieve, {
      params: { id },
      language,
      ...(signal ? { signal } : {}),
    });
    await cache.put(keyOf(id, language), item, now());
    return item;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw error;
    const kept = await keptRecipe(cache, id, language);
    if (kept) return kept;
    throw error;
  }
}

/** The catalogue recipes planned from `today` through the next six days, each once. */
export function plannedRecipeIds(diary: DiaryState, today: string): string[] {
  const ids = new Set<string>();
  const start = new Date(`${today}T12:00:00Z`).getTime();
  for (let ahead = 0; ahead < DAYS_AHEAD; ahead++) {
    const date = new Date(start + ahead * 86_400_000).toISOString().slice(0, 10);
    for (const item of diary.days[date]?.items ?? []) if (item.recipe?.kind === 'RECIPE') ids.add(item.recipe.id);
  }
  return [...ids];
}

/**
 * Fetches ahead the recipes not kept, or kept longer ago than a day, one at a time (it runs
 * beside the screens' own calls); a failure skips that recipe, the next visit tries again.
 */
export async function keepRecipes(
  api: ApiClient,
  cache: DeviceCache,
  { ids, language, now, signal }: { ids: readonly string[]; language: string; now: () => number; signal: AbortSignal },
): Promise<number> {
  let fetched = 0;
  for (const id of ids) {
    if (signal.aborted) break;
    const entry = await cache.get(keyOf(id, language));
    if (entry && now() - entry.storedAt < KEPT_FRESH_MS && recipeItemSchema.safeParse(entry.value).success) continue;
    try {
      const item = await api.call('recipe', recipeApi.retrieve, { params: { id }, language, signal });
      await cache.put(keyOf(id, language), item, now());
      fetched++;
    } catch {
      // Offline, gone from the catalogue, or cancelled: nothing to keep this time.
    }
  }
  return fetched;
}
