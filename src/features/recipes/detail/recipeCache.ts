import type { ZodType } from 'zod';
import type { ApiClient } from '../../../core/api/client';
import { recipeApi, recipeItemSchema } from '../../../core/api/recipes';
import { ApiError } from '../../../core/apiError';
import type { DeviceCache } from '../../../core/deviceCache';
import { dayOf, type DiaryState } from '../../diary/projection';

/**
 * A recipe's detail, kept on the device once seen (or fetched ahead for the coming days' planned
 * meals), so a planned recipe opens offline with its ingredients and steps. Kept per kind (the
 * catalogue's recipes, the simple ones) and per language: the server answers names, ingredients and
 * steps in the person's language.
 */

/** How long a kept recipe counts as fresh for fetching ahead; opening a recipe online always asks the server. */
export const KEPT_FRESH_MS = 24 * 60 * 60_000;
/** How far ahead the diary's planned recipes are kept: today and the six days after it. */
export const DAYS_AHEAD = 7;

interface Load {
  id: string;
  language: string;
  now: () => number;
  signal?: AbortSignal | undefined;
}

export interface RecipeCache<T> {
  /** The kept recipe, if any and still readable (an entry from an older app, or damaged, is a miss). */
  kept(cache: DeviceCache, id: string, language: string): Promise<T | undefined>;
  /**
   * The recipe from the server, kept for later; without a connection (or with the server failing)
   * the kept copy. A recipe the server does not know is not found, whatever is kept.
   */
  load(api: ApiClient, cache: DeviceCache, load: Load): Promise<T>;
  /** The recipes of this kind planned from `today` through the next six days, each once. */
  plannedIds(diary: DiaryState, today: string): string[];
  /**
   * Fetches ahead the recipes not kept, or kept longer ago than a day, one at a time (it runs
   * beside the screens' own calls); a failure skips that recipe, the next visit tries again.
   */
  /**
   * The recipe's name in English and Dutch (the diary shows a planned meal in the person's language
   * of the moment), given it in `language`: the other from the server, offline as last seen, else
   * this one until the recipe is planned again.
   */
  bothNames(
    api: ApiClient,
    cache: DeviceCache,
    recipe: { id: string; name: string },
    language: string,
  ): Promise<{ en: string; nl: string }>;
  keep(
    api: ApiClient,
    cache: DeviceCache,
    keep: { ids: readonly string[]; language: string; now: () => number; signal: AbortSignal },
  ): Promise<number>;
}

export function recipeCache<T extends { name: string }>({
  kind,
  schema,
  fetch,
}: {
  kind: 'RECIPE' | 'SIMPLE';
  schema: ZodType<T>;
  fetch: (api: ApiClient, id: string, language: string, signal?: AbortSignal) => Promise<T>;
}): RecipeCache<T> {
  const keyOf = (id: string, language: string) => `recipe:${kind}:${id}:${language}`;
  const kept = async (cache: DeviceCache, id: string, language: string) => {
    const parsed = schema.safeParse((await cache.get(keyOf(id, language)))?.value);
    return parsed.success ? parsed.data : undefined;
  };
  return {
    kept,
    async load(api, cache, { id, language, now, signal }) {
      try {
        const recipe = await fetch(api, id, language, signal);
        await cache.put(keyOf(id, language), recipe, now());
        return recipe;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) throw error;
        const found = await kept(cache, id, language);
        if (found) return found;
        throw error;
      }
    },
    plannedIds(diary, today) {
      const ids = new Set<string>();
      const start = new Date(`${today}T12:00:00Z`).getTime();
      for (let ahead = 0; ahead < DAYS_AHEAD; ahead++) {
        const date = new Date(start + ahead * 86_400_000).toISOString().slice(0, 10);
        for (const item of dayOf(diary, date)?.items ?? []) if (item.recipe?.kind === kind) ids.add(item.recipe.id);
      }
      return [...ids];
    },
    async bothNames(api, cache, recipe, language) {
      const other = language === 'nl' ? 'en' : 'nl';
      const otherName = await fetch(api, recipe.id, other)
        .then((r) => r.name)
        .catch(async () => (await kept(cache, recipe.id, other))?.name ?? recipe.name);
      return other === 'nl' ? { en: recipe.name, nl: otherName } : { en: otherName, nl: recipe.name };
    },
    async keep(api, cache, { ids, language, now, signal }) {
      let fetched = 0;
      for (const id of ids) {
        if (signal.aborted) break;
        const entry = await cache.get(keyOf(id, language));
        if (entry && now() - entry.storedAt < KEPT_FRESH_MS && schema.safeParse(entry.value).success) continue;
        try {
          await cache.put(keyOf(id, language), await fetch(api, id, language, signal), now());
          fetched++;
        } catch {
          // Offline, gone from the catalogue, or cancelled: nothing to keep this time.
        }
      }
      return fetched;
    },
  };
}

export const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const catalogueRecipeCache = recipeCache({
  kind: 'RECIPE',
  schema: recipeItemSchema,
  fetch: (api, id, language, signal) =>
    api.call('recipe', recipeApi.retrieve, { params: { id }, language, ...withSignal(signal) }),
});

export const {
  kept: keptRecipe,
  load: loadRecipe,
  plannedIds: plannedRecipeIds,
  keep: keepRecipes,
} = catalogueRecipeCache;
