import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { recipeApi, INSPIRATION_PAGE_SIZE, type RecipeItem } from '../../core/api/recipes';
import { useServices } from '../../ui/services';
import { inspirationQuery, slotSearchQuery, type InspirationFilters, type SlotSearchFilters } from './filters';
import { parseNextPage, UnreadableNextLink } from './paging';
import { idsOf, type RecipePreferences } from './preferences';

/** Every list of recipes the server searches; a favourite or a dislike fetches them again once synced. */
export const RECIPE_LISTS_KEY = ['recipes'] as const;

/** What a recipe card shows, whichever list it comes from. */
export interface RecipeCardData {
  readonly id: string;
  /** The catalogue's recipes, or the person's own (kept in their event stream). */
  readonly kind: 'RECIPE' | 'OWN';
  readonly name: string;
  readonly minutes: number;
  readonly kcal: number;
  readonly protein: number;
  readonly mealTypes: readonly string[];
  readonly tags: readonly string[];
  /** The main ingredient, for the picture's placeholder. */
  readonly mainIngredient?: string | undefined;
}

export interface RecipePage {
  readonly cards: readonly RecipeCardData[];
  readonly nextPage: number | null;
}

export const cardOfItem = (r: RecipeItem): RecipeCardData => ({
  id: r.id,
  kind: r.source_provider === 'USER_GENERATED' ? 'OWN' : 'RECIPE',
  name: r.name,
  minutes: r.preparation_time_min + r.cooking_time_min,
  kcal: r.kcal,
  protein: r.protein,
  mealTypes: r.meal_types,
  tags: r.tags.map((t) => t.name),
  mainIngredient: [...r.ingredients].sort((a, b) => b.grams - a.grams)[0]?.name,
});

function pageOf(answer: { results: RecipeItem[]; next: string | null }): RecipePage {
  const next = parseNextPage(answer.next);
  if (!next.ok) throw new UnreadableNextLink(answer.next ?? '');
  return { cards: answer.results.map(cardOfItem), nextPage: next.page };
}

const nextPageParam = (last: RecipePage) => last.nextPage ?? undefined;

/** The Recipes tab's list, page by page (20 a page). */
export function useInspiration(text: string, filters: InspirationFilters) {
  const { api } = useServices();
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: [...RECIPE_LISTS_KEY, 'inspiration', text, filters, i18n.language],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      pageOf(
        await api.call('recipeInspiration', recipeApi.inspiration, {
          query: { ...inspirationQuery(text, filters), page: pageParam, pageSize: INSPIRATION_PAGE_SIZE },
          signal,
        }),
      ),
    getNextPageParam: nextPageParam,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });
}

/** The slot search's catalogue list, page by page: a change of filters is a new key, so page 1 again. */
export function useSlotSearch(filters: SlotSearchFilters, text: string, enabled: boolean) {
  const { api } = useServices();
  const { i18n } = useTranslation();
  const query = slotSearchQuery(filters, text);
  return useInfiniteQuery({
    queryKey: [...RECIPE_LISTS_KEY, 'slot', query, i18n.language],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      pageOf(await api.call('recipeSearch', recipeApi.search, { query: { ...query, page: pageParam }, signal })),
    getNextPageParam: nextPageParam,
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });
}

/**
 * The pages' cards as the device knows the person's taste right now: a recipe marked 'not for me'
 * leaves at once, and a favourites-only list drops a heart taken back, before the server hears of it.
 */
/** Cards a 'not for me' hid from a list, with where they stood: they stay there, as their undo. */
export type DislikedHere = ReadonlyMap<string, { readonly card: RecipeCardData; readonly index: number }>;

export function visibleCards(
  data: InfiniteData<RecipePage> | undefined,
  preferences: RecipePreferences,
  favouritesOnly: boolean,
  /** Disliked on a card of this list: shown still, as their undo, also once the server leaves them out. */
  dislikedHere: DislikedHere = new Map(),
): RecipeCardData[] {
  const disliked = new Set(idsOf(preferences.dislikes, 'RECIPE'));
  const favourites = new Set(idsOf(preferences.favourites, 'RECIPE'));
  const seen = new Set<string>();
  const cards = (data?.pages ?? [])
    .flatMap((page) => page.cards)
    .filter((card) => {
      if (seen.has(card.id)) return false;
      seen.add(card.id);
      if (card.kind !== 'RECIPE') return true;
      return (!disliked.has(card.id) || dislikedHere.has(card.id)) && (!favouritesOnly || favourites.has(card.id));
    });
  // A list fetched again after the dislike reached the server no longer has the card: put it back,
  // while it is disliked (its undo is what shows).
  const missing = [...dislikedHere.values()]
    .filter(({ card }) => !seen.has(card.id) && disliked.has(card.id))
    .sort((a, b) => a.index - b.index);
  for (const { card, index } of missing) cards.splice(Math.min(index, cards.length), 0, card);
  return cards;
}

/** A paged query as the grid reads it. */
export const listStateOf = (
  query: {
    isPending: boolean;
    isError: boolean;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
    refetch: () => Promise<unknown>;
    fetchStatus: string;
  },
  cards: readonly RecipeCardData[],
) => ({
  cards,
  loading: query.isPending && query.fetchStatus !== 'idle',
  error: query.isError,
  hasMore: query.hasNextPage,
  loadingMore: query.isFetchingNextPage,
  loadMore: () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  },
  retry: () => void query.refetch(),
});
