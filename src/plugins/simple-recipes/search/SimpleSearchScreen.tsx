import { Link } from '@tanstack/react-router';
import { format } from 'date-fns';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MEAL_TYPE_OF_MOMENT } from '../../../core/planner/mealTypes';
import type { RecipeSearch } from '../../../features/diary/search';
import { DiaryPageHeader } from '../../../features/diary/screens/DiaryPageHeader';
import { recipePreferencesProjection } from '../../../features/recipes/preferences';
import type { ScreenProps } from '../../../ui/route';
import { useProjection } from '../../../ui/services';
import { useDebounced } from '../../../ui/useDebounced';
import { visibleSimpleCards } from '../card/simpleCard';
import type { SimpleCardTarget } from '../card/SimpleRecipeCard';
import { useCustomTags, useSimpleSuggestions } from '../card/simpleQueries';
import type { SimpleSearchSearch } from '../search';
import {
  chipsOf,
  clearedFilters,
  searchTextOf,
  startFilters,
  suggestionsQuery,
  withoutChip,
  type SimpleFilters,
  type SimpleStart,
} from './filters';
import { SimpleFilterChips } from './SimpleFilterChips';
import { SimpleFilterSheet } from './SimpleFilterSheet';
import { SimpleGrid } from './SimpleGrid';
import './simpleSearch.css';

// 3-daily-use.txt sections 5 and 9: simple search text settles for 200 ms, and applies from 3 characters.
const DEBOUNCE_MS = 200;
// Section 4: page 2 is fetched this long after a page arrives with a next link.
const PREFETCH_DELAY_MS = 500;

/** Simple search from inspiration: a category (its tags, title, no search box), saved recipes, or the search bar. */
export const SimpleSearchRoute = ({ search }: ScreenProps<SimpleSearchSearch>) => {
  const { t } = useTranslation('simpleRecipes');
  return (
    <SimpleSearchScreen
      key={JSON.stringify(search)}
      start={{ tags: search.tags, favourites: search.favourites }}
      hideSearch={search.hideSearch ?? false}
      header={
        <>
          <Link to="/recipes" className="button button-link back-link">
            ← {t('search.back')}
          </Link>
          <header className="screen-header">
            <h1>{search.title ?? t('search.title')}</h1>
          </header>
        </>
      }
    />
  );
};

/**
 * Simple search for a diary slot ('add recipe', 'replace'): the slot's meal type is the first
 * filter (our diary's slots are always real ones, so never the spec's placeholder slot), and a card
 * opens the recipe to choose its servings for this slot.
 */
export const SimpleSlotSearchRoute = ({ search }: ScreenProps<RecipeSearch>) => {
  const { t } = useTranslation('simpleRecipes');
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const { moment, replace } = search;
  const title = t(replace ? 'search.replaceIn' : 'search.addTo', { moment: t(`search.moments.${moment}`) });
  return (
    <SimpleSearchScreen
      key={JSON.stringify(search)}
      start={{ mealType: MEAL_TYPE_OF_MOMENT[moment] }}
      hideSearch={false}
      target={{ date: search.date ?? today, moment, replace }}
      header={<DiaryPageHeader date={search.date} title={title} />}
    />
  );
};

function SimpleSearchScreen({
  start,
  hideSearch,
  target,
  header,
}: {
  start: SimpleStart;
  hideSearch: boolean;
  target?: SimpleCardTarget;
  header: ReactNode;
}) {
  const { t } = useTranslation('simpleRecipes');
  const ids = { search: useId(), results: useId() };
  const [typed, setTyped] = useState('');
  const text = searchTextOf(useDebounced(typed, DEBOUNCE_MS));
  const [filters, setFilters] = useState<SimpleFilters>(() => startFilters(start));
  const cleared = clearedFilters(start);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [filterButton, setFilterButton] = useState<HTMLButtonElement | null>(null);
  const tags = useCustomTags().data ?? [];
  const preferences = useProjection(recipePreferencesProjection);
  const results = useSimpleSuggestions(suggestionsQuery(filters, text));
  const chips = chipsOf(filters, start);

  // Page 2 half a second after page 1 arrives with a next link: the person will most likely scroll.
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = results;
  const prefetch = data?.pages.length === 1 && hasNextPage && !isFetchingNextPage;
  useEffect(() => {
    if (!prefetch) return;
    const timer = setTimeout(() => void fetchNextPage(), PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [prefetch, fetchNextPage]);

  const cards = visibleSimpleCards(data?.pages.flatMap((page) => page.cards) ?? [], preferences, filters.favourites);
  const loading = results.isPending && results.fetchStatus !== 'idle';
  const list = {
    cards,
    loading,
    searching: loading && text !== '',
    error: results.isError,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    retry: () => void results.refetch(),
  };
  const tagName = (id: string) => tags.find((tag) => tag.id === id)?.human_name ?? id;

  return (
    <div className="screen recipes-screen simple-search">
      {header}
      <div className="card recipe-toolbar">
        {hideSearch ? null : (
          <div className="field">
            <label htmlFor={ids.search}>{t('search.search')}</label>
            <input
              id={ids.search}
              type="search"
              autoComplete="off"
              maxLength={100}
              placeholder={t('search.searchHint')}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
        )}
        <button
          type="button"
          ref={setFilterButton}
          className="button button-secondary"
          aria-haspopup="dialog"
          data-testid="simple-filters"
          onClick={() => setSheetOpen(true)}
        >
          {chips.length > 0 ? t('search.filterCount', { count: chips.length }) : t('search.filter')}
        </button>
      </div>
      <SimpleFilterChips
        chips={chips}
        tagName={tagName}
        onRemove={(chip) => setFilters((f) => withoutChip(f, chip))}
        onClear={() => setFilters(cleared)}
        fallbackFocus={filterButton}
      />
      <section className="recipe-results" aria-busy={results.isFetching}>
        <h2 id={ids.results} className="visually-hidden">
          {t('search.results')}
        </h2>
        <SimpleGrid list={list} target={target} labelledBy={ids.results} />
      </section>
      <SimpleFilterSheet
        open={sheetOpen}
        applied={filters}
        cleared={cleared}
        tags={tags}
        returnFocusTo={filterButton}
        onClose={() => setSheetOpen(false)}
        onApply={(next) => {
          // The same filters again still fetch afresh: Apply always shows the server's answer now.
          if (JSON.stringify(next) === JSON.stringify(filters)) void results.refetch();
          else setFilters(next);
          setSheetOpen(false);
        }}
      />
    </div>
  );
}
