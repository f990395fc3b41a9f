import { Link } from '@tanstack/react-router';
import { format } from 'date-fns';
import { useEffect, useId, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEAL_TYPES, RECIPE_TAGS, type MealType } from '../../../core/catalogue/vocabulary';
import { MEAL_TYPE_OF_MOMENT } from '../../../core/planner/mealTypes';
import { useProjection } from '../../../ui/services';
import { useDebounced } from '../../../ui/useDebounced';
import type { MealMoment } from '../../diary/mealMoments';
import { DiaryPageHeader } from '../../diary/screens/DiaryPageHeader';
import { isDefaultView, SEARCH_TIMES, slotSearchReducer, slotSearchStart, type SearchTime } from '../filters';
import { ownRecipeCards, ownRecipesProjection } from '../own';
import { recipePreferencesProjection } from '../preferences';
import { listStateOf, useSlotSearch, visibleCards, type RecipeCardData } from '../queries';
import { useDislikedHere } from './RecipeCard';
import { RecipeGrid } from './RecipeGrid';
import { SlotSearchChips } from './SlotSearchChips';
import './recipes.css';

const DEBOUNCE_MS = 300;
// 3-daily-use.txt section 4: the next page is fetched when the end comes within a fifth of a screen.
const LOAD_MORE_THRESHOLD = 0.2;

/**
 * Recipe search for a diary slot: search, favourites, meal type, prep time and the chips; a card
 * opens the recipe's detail for this slot, where the person chooses portions and plans it.
 */
export function SlotSearchScreen({
  date: asked,
  moment,
  replace,
}: {
  date: string | undefined;
  moment: MealMoment;
  replace: string | undefined;
}) {
  const { t } = useTranslation('recipes');
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const date = asked ?? today;
  const slotType = MEAL_TYPE_OF_MOMENT[moment];
  const [filters, dispatch] = useReducer(slotSearchReducer, slotType, slotSearchStart);
  const text = useDebounced(filters.text.trim(), DEBOUNCE_MS);
  const preferences = useProjection(recipePreferencesProjection);
  const [dislikedHere, dislikeHere] = useDislikedHere(JSON.stringify({ ...filters, text }));
  const own = useProjection(ownRecipesProjection);
  const results = useSlotSearch(filters, text, !filters.own);
  const ids = { search: useId(), mealType: useId(), time: useId(), results: useId() };

  // The unfiltered first page: its next page is fetched ahead, as the person will most likely scroll.
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = results;
  const prefetch = isDefaultView({ ...filters, text }, slotType) && data?.pages.length === 1 && hasNextPage;
  useEffect(() => {
    if (prefetch && !isFetchingNextPage) void fetchNextPage();
  }, [prefetch, isFetchingNextPage, fetchNextPage]);

  const ownCards: RecipeCardData[] = ownRecipeCards(own, { text, mealType: filters.mealType }).map((card) => ({
    ...card,
    kind: 'OWN' as const,
  }));
  const list = filters.own
    ? { ...listStateOf(results, ownCards), loading: false, error: false, hasMore: false }
    : listStateOf(results, visibleCards(data, preferences, filters.favourites, dislikedHere));
  const title = t(replace ? 'search.replaceIn' : 'search.addTo', { moment: t(`search.moments.${moment}`) });

  return (
    <div className="screen recipes-screen">
      <DiaryPageHeader date={date} title={title} />
      <div className="card form recipe-search-fields">
        <div className="field recipe-search-text">
          <label htmlFor={ids.search}>{t('search.search')}</label>
          <input
            id={ids.search}
            type="search"
            autoComplete="off"
            maxLength={100}
            value={filters.text}
            onChange={(e) => dispatch({ type: 'text', text: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.mealType}>{t('search.mealType')}</label>
          <select
            id={ids.mealType}
            value={filters.mealType}
            onChange={(e) => dispatch({ type: 'mealType', mealType: e.target.value as MealType | 'ALL' })}
          >
            {(['ALL', ...MEAL_TYPES] as const).map((type) => (
              <option key={type} value={type}>
                {t(`search.mealTypes.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.time}>{t('search.time')}</label>
          <select
            id={ids.time}
            value={filters.time}
            disabled={filters.own}
            onChange={(e) => dispatch({ type: 'time', time: e.target.value as SearchTime })}
          >
            {SEARCH_TIMES.map((time) => (
              <option key={time} value={time}>
                {t(`search.times.${time}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="switch">
          <input
            type="checkbox"
            checked={filters.favourites}
            onChange={() => dispatch({ type: 'favourites' })}
            data-testid="favourites-only"
          />
          <span>{t('search.favouritesOnly')}</span>
        </label>
      </div>
      <SlotSearchChips
        filters={filters}
        dispatch={dispatch}
        tags={RECIPE_TAGS}
        createOwn={
          <Link
            to="/recipes/own/new"
            search={{ date, moment, ...(replace ? { replace } : {}) }}
            className="chip chip-action"
          >
            + {t('search.createOwn')}
          </Link>
        }
      />
      <section className="recipe-results" aria-busy={results.isFetching}>
        <h2 id={ids.results} className="visually-hidden">
          {t('search.results')}
        </h2>
        <RecipeGrid
          onDisliked={dislikeHere}
          list={list}
          threshold={LOAD_MORE_THRESHOLD}
          fourColumns
          target={{ date, moment, replace }}
          empty={
            filters.own
              ? { title: t('search.ownEmpty'), hint: t('search.ownEmptyHint') }
              : { title: t('inspiration.empty'), hint: t('inspiration.emptyHint') }
          }
          labelledBy={ids.results}
        />
      </section>
    </div>
  );
}
