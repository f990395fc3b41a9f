import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { foodApi } from '../../../core/api/food';
import { ApiError } from '../../../core/apiError';
import { useDispatch, useProjection, useServices } from '../../../ui/services';
import type { ScreenProps } from '../../../ui/route';
import { useDebounced } from '../../../ui/useDebounced';
import { planningProfileProjection } from '../../profile/planningProfile';
import { logFood } from '../commands';
import { dayPlanOf } from '../dayPlan';
import type { LoggedFood } from '../events';
import { loggedFoodOf } from '../foodForm';
import type { MealMoment } from '../mealMoments';
import type { FoodSearch } from '../search';
import { frequentFoods, matchingKnownFoods, recentFoods, recentFoodsProjection } from '../recentFoods';
import { DiaryPageHeader } from './DiaryPageHeader';
import { AddIngredient } from './AddIngredient';
import { BarcodeEntry } from './BarcodeEntry';

/** Typing settles for this long before a search goes out (and a newer one cancels it). */
const DEBOUNCE_MS = 300;

/**
 * Add product: search the catalogue (foods logged before are found without the network too),
 * or enter a barcode; choosing a food opens the add-ingredient form.
 */
export function FoodSearchScreen({
  date: asked,
  moment,
}: {
  date: string | undefined;
  moment: MealMoment | undefined;
}) {
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const date = asked ?? today;
  const { t } = useTranslation('diary');
  const { api, alerts } = useServices();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const searchId = useId();
  const known = useProjection(recentFoodsProjection);
  const plan = dayPlanOf(useProjection(planningProfileProjection));
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<LoggedFood | null>(null);
  const settled = useDebounced(query.trim(), DEBOUNCE_MS);

  const results = useQuery({
    queryKey: ['foods', settled],
    queryFn: ({ signal }) => api.call('foodSearch', foodApi.list, { query: { query: settled, page: 1 }, signal }),
    enabled: settled.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });
  const offline = results.error instanceof ApiError && results.error.status === 0;
  const back = () => void navigate({ to: '/diary', search: { date } });
  const title = moment ? t('food.addTo', { moment: t(`mealMoments.${moment}`) }) : t('food.title');

  if (chosen) {
    return (
      <div className="screen food-search">
        <DiaryPageHeader
          date={date}
          title={title}
          back={
            <button type="button" className="button button-link back-link" onClick={() => setChosen(null)}>
              ← {t('food.backToSearch')}
            </button>
          }
        />
        <div className="card">
          <AddIngredient
            food={chosen}
            moments={moment ? null : plan.moments}
            moment={moment ?? plan.moments[0]!}
            submitLabel={t('food.add')}
            onSubmit={async ({ servingId, amount, mealMoment }) => {
              const result = await dispatch(logFood.create({ date, mealMoment, food: chosen, servingId, amount }));
              if (!result.ok) return alerts.raise({ key: result.error.messageKey });
              alerts.raise({ text: t('food.added', { name: chosen.name, moment: t(`mealMoments.${mealMoment}`) }) });
              back();
            }}
          />
        </div>
      </div>
    );
  }

  const knownMatches = settled ? matchingKnownFoods(known, settled) : [];
  const catalogue = results.data ?? [];
  const remote = catalogue.map(loggedFoodOf).filter((f) => !knownMatches.some((k) => k.food.id === f.id));
  return (
    <div className="screen food-search">
      <DiaryPageHeader date={date} title={title} />
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
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <BarcodeEntry onFound={setChosen} />
      </div>

      {settled === '' ? (
        <>
          <FoodList
            title={t('food.recent')}
            foods={recentFoods(known).map((r) => r.food)}
            onChoose={setChosen}
            empty={t('food.noneYet')}
          />
          {Object.keys(known.foods).length > 3 ? (
            <FoodList
              title={t('food.frequent')}
              foods={frequentFoods(known, 5).map((r) => r.food)}
              onChoose={setChosen}
            />
          ) : null}
        </>
      ) : (
        <section className="card" aria-labelledby="food-results" aria-busy={results.isFetching}>
          <h2 id="food-results">{t('food.results')}</h2>
          {offline ? <p className="muted small">{t('food.offline')}</p> : null}
          {results.isError && !offline ? <p role="alert">{t('food.error')}</p> : null}
          <FoodItems foods={[...knownMatches.map((k) => k.food), ...remote]} onChoose={setChosen} />
          {results.isFetching ? <p className="muted small">{t('food.searching')}</p> : null}
          {!results.isFetching && knownMatches.length === 0 && remote.length === 0 && !results.isError ? (
            <p className="muted">{t('food.noResults')}</p>
          ) : null}
        </section>
      )}
    </div>
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

function FoodItems({ foods, onChoose }: { foods: readonly LoggedFood[]; onChoose: (food: LoggedFood) => void }) {
  const { t, i18n } = useTranslation('diary');
  if (foods.length === 0) return null;
  return (
    <ul className="food-results">
      {foods.map((food) => {
        const first = food.servings[0]!;
        return (
          <li key={food.id}>
            <button type="button" className="food-result" onClick={() => onChoose(food)} data-testid="food-result">
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

/** The screen as its route shows it. */
export const FoodSearchRoute = ({ search }: ScreenProps<FoodSearch>) => (
  <FoodSearchScreen date={search.date} moment={search.moment} />
);
