import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { foodApi } from '../../../core/api/food';
import { ApiError } from '../../../core/apiError';
import { useProjection, useServices } from '../../../ui/services';
import { useDebounced } from '../../../ui/useDebounced';
import type { LoggedFood } from '../events';
import { loggedFoodOf } from '../foodForm';
import { frequentFoods, matchingKnownFoods, recentFoods, recentFoodsProjection } from '../recentFoods';
import { BarcodeEntry } from './BarcodeEntry';

/** Typing settles for this long before a search goes out (and a newer one cancels it). */
const DEBOUNCE_MS = 300;

/**
 * Finding a food: the catalogue search (foods logged before are found without the network too), a
 * barcode, and the recent and frequent foods. The diary's 'add product' and an own recipe's
 * ingredients choose with it.
 */
export function FoodPicker({
  query,
  onQueryChange,
  onChoose,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  onChoose: (food: LoggedFood) => void;
}) {
  const { t } = useTranslation('diary');
  const { api } = useServices();
  const searchId = useId();
  const known = useProjection(recentFoodsProjection);
  const settled = useDebounced(query.trim(), DEBOUNCE_MS);

  // Pages of the search, 'More results' asks for the next; a search of only signs is not sent.
  const results = useInfiniteQuery({
    queryKey: ['foods', settled],
    queryFn: ({ signal, pageParam }) =>
      api.call('foodSearch', foodApi.search, { query: { query: settled, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
    enabled: /[\p{Letter}\p{Number}]/u.test(settled),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });
  const offline = results.error instanceof ApiError && results.error.status === 0;
  const [firstOfMore, setFirstOfMore] = useState<string | null>(null);

  const knownMatches = settled ? matchingKnownFoods(known, settled) : [];
  const catalogue = results.data?.pages.flatMap((p) => p.results) ?? [];
  const remote = catalogue.map(loggedFoodOf).filter((f) => !knownMatches.some((k) => k.food.id === f.id));
  return (
    <>
      <div className="card form">
        <div className="field">
          <label htmlFor={searchId}>{t('food.search')}</label>
          <input
            id={searchId}
            type="search"
            autoFocus
            autoComplete="off"
            enterKeyHint="search"
            value={query}
            maxLength={100}
            onChange={(e) => onQueryChange(e.target.value)}
          />
        </div>
        <BarcodeEntry onFound={onChoose} />
      </div>

      {settled === '' ? (
        <>
          <FoodList
            title={t('food.recent')}
            foods={recentFoods(known).map((r) => r.food)}
            onChoose={onChoose}
            empty={t('food.noneYet')}
          />
          {Object.keys(known.foods).length > 3 ? (
            <FoodList
              title={t('food.frequent')}
              foods={frequentFoods(known, 5).map((r) => r.food)}
              onChoose={onChoose}
            />
          ) : null}
        </>
      ) : (
        <section className="card" aria-labelledby="food-results" aria-busy={results.isFetching}>
          <h2 id="food-results">{t('food.results')}</h2>
          {offline ? <p className="muted small">{t('food.offline')}</p> : null}
          {results.isError && !offline ? <p role="alert">{t('food.error')}</p> : null}
          <FoodItems
            foods={[...knownMatches.map((k) => k.food), ...remote]}
            onChoose={onChoose}
            focusId={firstOfMore}
          />
          {results.hasNextPage && !results.isFetching ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                // Focus moves to the first new result, so that a keyboard continues where the list grew.
                setFirstOfMore(null);
                void results.fetchNextPage().then((r) => setFirstOfMore(r.data?.pages.at(-1)?.results[0]?.id ?? null));
              }}
            >
              {t('food.more')}
            </button>
          ) : null}
          {results.isFetching ? <p className="muted small">{t('food.searching')}</p> : null}
          {!results.isFetching && knownMatches.length === 0 && remote.length === 0 && !results.isError ? (
            <p className="muted">{t('food.noResults')}</p>
          ) : null}
        </section>
      )}
    </>
  );
}

function FoodList({
  title,
  foods,
  onChoose,
  empty,
}: {
  title: string;
  foods: readonly LoggedFood[];
  onChoose: (food: LoggedFood) => void;
  empty?: string;
}) {
  const id = useId();
  if (foods.length === 0 && !empty) return null;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {foods.length === 0 ? <p className="muted small">{empty}</p> : <FoodItems foods={foods} onChoose={onChoose} />}
    </section>
  );
}

// One function for every render, so that React calls it once, when the button first gets it.
const focusOnce = (button: HTMLButtonElement | null) => button?.focus();

function FoodItems({
  foods,
  onChoose,
  focusId = null,
}: {
  foods: readonly LoggedFood[];
  onChoose: (food: LoggedFood) => void;
  focusId?: string | null;
}) {
  const { t, i18n } = useTranslation('diary');
  if (foods.length === 0) return null;
  return (
    <ul className="food-results">
      {foods.map((food) => {
        const first = food.servings[0]!;
        return (
          <li key={food.id}>
            <button
              type="button"
              className="food-result"
              onClick={() => onChoose(food)}
              data-testid="food-result"
              ref={food.id === focusId ? focusOnce : undefined}
            >
              <span className="food-result-name">{food.name}</span>
              <span className="muted small">
                {food.brand ? `${food.brand} · ` : ''}
                {t('food.perServing', {
                  kcal: Math.round(first.kcal).toLocaleString(i18n.language),
                  serving: first.description,
                })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
