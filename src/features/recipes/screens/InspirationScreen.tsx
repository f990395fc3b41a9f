import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjection } from '../../../ui/services';
import { useDebounced } from '../../../ui/useDebounced';
import { onboardingFirst } from '../../onboarding/screens/OnboardingFirst';
import { activeFilterCount, NO_INSPIRATION_FILTERS, type InspirationFilters } from '../filters';
import { recipePreferencesProjection } from '../preferences';
import { listStateOf, useInspiration, visibleCards } from '../queries';
import { InspirationFiltersSheet } from './InspirationFilters';
import { useDislikedHere } from './RecipeCard';
import { RecipeGrid } from './RecipeGrid';
import './recipes.css';

const DEBOUNCE_MS = 300;
// 3-daily-use.txt section 2: the next page is fetched when the end comes within half a screen.
const LOAD_MORE_THRESHOLD = 0.5;

/** The Recipes tab (recipe inspiration): search, filters, and every recipe as cards that open view-only. */
export function InspirationScreen() {
  const { t } = useTranslation('recipes');
  const searchId = useId();
  const resultsId = useId();
  const [query, setQuery] = useState('');
  const text = useDebounced(query.trim(), DEBOUNCE_MS);
  const [filters, setFilters] = useState<InspirationFilters>(NO_INSPIRATION_FILTERS);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [filtersButton, setFiltersButton] = useState<HTMLButtonElement | null>(null);
  const preferences = useProjection(recipePreferencesProjection);
  const results = useInspiration(text, filters);
  const [dislikedHere, dislikeHere] = useDislikedHere(JSON.stringify([text, filters]));
  const cards = visibleCards(results.data, preferences, filters.favourites, dislikedHere);
  const count = activeFilterCount(filters);

  return (
    <div className="screen recipes-screen">
      <header className="screen-header">
        <h1>{t('inspiration.title')}</h1>
      </header>
      <div className="card recipe-toolbar">
        <div className="field">
          <label htmlFor={searchId}>{t('inspiration.search')}</label>
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            maxLength={100}
            placeholder={t('inspiration.searchHint')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <button
          type="button"
          ref={setFiltersButton}
          className="button button-secondary"
          aria-haspopup="dialog"
          data-testid="recipe-filters"
          onClick={() => setSheetOpen(true)}
        >
          {count > 0 ? t('inspiration.filtersCount', { count }) : t('inspiration.filters')}
        </button>
      </div>
      <section className="recipe-results" aria-busy={results.isFetching}>
        <h2 id={resultsId} className="visually-hidden">
          {t('inspiration.results')}
        </h2>
        <RecipeGrid
          onDisliked={dislikeHere}
          list={listStateOf(results, cards)}
          threshold={LOAD_MORE_THRESHOLD}
          empty={{ title: t('inspiration.empty'), hint: t('inspiration.emptyHint') }}
          labelledBy={resultsId}
        />
      </section>
      <InspirationFiltersSheet
        open={sheetOpen}
        applied={filters}
        returnFocusTo={filtersButton}
        onClose={() => setSheetOpen(false)}
        onApply={(next) => {
          // The same filters again still fetch the list afresh: Apply always shows the server's answer now.
          if (JSON.stringify(next) === JSON.stringify(filters)) void results.refetch();
          else setFilters(next);
          setSheetOpen(false);
        }}
      />
    </div>
  );
}

/** The screen as its route shows it: a home tab, so the onboarding comes first when it is due. */
export const InspirationRoute = onboardingFirst(InspirationScreen);
