import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { recipeApi, type SimpleRecipe } from '../../../core/api/recipes';
import { parseNextPage, UnreadableNextLink } from '../../../features/recipes/paging';
import { RECIPE_LISTS_KEY } from '../../../features/recipes/queries';
import { useServices } from '../../../ui/services';
import { simpleCardOf, type SimpleCardData } from './simpleCard';

/**
 * The simple recipe lists the server searches with the person's favourites and dislikes: under the
 * recipes' key, so the refetch a heart or a 'not for me' does once synced covers them too.
 */
export const SIMPLE_LISTS_KEY = [...RECIPE_LISTS_KEY, 'simple'] as const;
/** 3-daily-use.txt section 7: the inspiration's answer is kept 1800 s. */
const INSPIRATION_KEEP_MS = 1_800_000;
const SAVED_PAGE_SIZE = 10;

export interface SimplePage {
  readonly cards: readonly SimpleCardData[];
  readonly nextPage: number | null;
}

function pageOf(answer: { results: SimpleRecipe[]; next: string | null }): SimplePage {
  const next = parseNextPage(answer.next);
  if (!next.ok) throw new UnreadableNextLink(answer.next ?? '');
  return { cards: answer.results.map(simpleCardOf), nextPage: next.page };
}

/** Simple search's list, 20 a page; another query is another key, so page 1 again. */
export function useSimpleSuggestions(query: Record<string, string | number>) {
  const { api } = useServices();
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: [...SIMPLE_LISTS_KEY, 'suggestions', query, i18n.language],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      pageOf(
        await api.call('simpleSuggestions', recipeApi.simpleSuggestions, {
          query: { ...query, page: pageParam },
          signal,
        }),
      ),
    getNextPageParam: (last: SimplePage) => last.nextPage ?? undefined,
    // Section 7: the suggestions are fresh for 300 s.
    staleTime: 300_000,
    retry: false,
    meta: { silent: true },
  });
}

/** The inspiration's saved recipes: page 1 of the favourites, 10 of them. */
export function useSavedRecipes() {
  const { api } = useServices();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...SIMPLE_LISTS_KEY, 'saved', i18n.language],
    queryFn: async ({ signal }) =>
      pageOf(
        await api.call('simpleList', recipeApi.simpleList, {
          query: { page: 1, pageSize: SAVED_PAGE_SIZE, isFavorite: 'true' },
          signal,
        }),
      ),
    retry: false,
    meta: { silent: true },
  });
}

/**
 * The simple inspiration (featured, categories, curated sections), kept 30 minutes as the spec
 * says: outside the lists' key, so a heart does not fetch it again; the screen hides a recipe
 * marked 'not for me' from it on the device.
 */
export function useSimpleInspiration() {
  const { api } = useServices();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['simple-recipes', 'inspiration', i18n.language],
    queryFn: ({ signal }) => api.call('simpleInspiration', recipeApi.simpleInspiration, { signal }),
    staleTime: INSPIRATION_KEEP_MS,
    gcTime: INSPIRATION_KEEP_MS,
    retry: false,
    meta: { silent: true },
  });
}

/** The organisation's custom tags for the filter sheet (and the chips' names). */
export function useCustomTags() {
  const { api } = useServices();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['simple-recipes', 'custom-tags', i18n.language],
    queryFn: async ({ signal }) => (await api.call('customTags', recipeApi.customTags, { signal })).results,
    staleTime: INSPIRATION_KEEP_MS,
    retry: false,
    meta: { silent: true },
  });
}
