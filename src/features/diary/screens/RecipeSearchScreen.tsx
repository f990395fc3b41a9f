import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { format } from 'date-fns';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEAL_TYPE_OF_MOMENT } from '../../../core/planner/mealTypes';
import { Field } from '../../../ui/components/Field';
import { useDispatch, useProjection, useServices } from '../../../ui/services';
import { useDebounced } from '../../../ui/useDebounced';
import { useSessionFold } from '../../../ui/PluginSlot';
import { planningProfileProjection } from '../../profile/planningProfile';
import { planRecipe } from '../commands';
import { dayPlanOf } from '../dayPlan';
import type { MealMoment } from '../mealMoments';
import { diaryRecipeSource, fullRecipes, type RecipeOption } from '../recipeSource';
import { DiaryPageHeader } from './DiaryPageHeader';

const DEBOUNCE_MS = 300;
const MAX_PORTIONS = 12;

/**
 * Add recipe from a catalogue other than the recipes' own (the simple recipes a plugin swaps in, until
 * their own search): the recipes of the slot's meal type, searchable by name or ingredient; choosing
 * one asks how many portions, then plans it into the slot (in place of an item when replacing).
 */
export function RecipeSearchScreen({
  date: asked,
  moment,
  replaces,
}: {
  date: string | undefined;
  moment: MealMoment;
  replaces: string | undefined;
}) {
  const { t, i18n } = useTranslation('diary');
  const { api, alerts } = useServices();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const searchId = useId();
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const date = asked ?? today;
  const plan = dayPlanOf(useProjection(planningProfileProjection));
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim(), DEBOUNCE_MS);
  const [chosen, setChosen] = useState<RecipeOption | null>(null);
  const source = useSessionFold(diaryRecipeSource, fullRecipes, undefined);

  const results = useQuery({
    queryKey: ['recipesForSlot', source.kind, MEAL_TYPE_OF_MOMENT[moment], settled, i18n.language],
    queryFn: ({ signal }) => source.search(api, { mealType: MEAL_TYPE_OF_MOMENT[moment], text: settled, signal }),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });
  const title = replaces
    ? t('recipe.replaceIn', { moment: t(`mealMoments.${moment}`) })
    : t('recipe.addTo', { moment: t(`mealMoments.${moment}`) });

  const choose = async (recipe: RecipeOption, portions: number) => {
    try {
      // The diary shows a recipe in the person's language of the moment: both names are kept.
      const name = await source.names(api, recipe.id);
      const result = await dispatch(
        planRecipe.create({
          date,
          mealMoment: moment,
          recipe: { kind: source.kind, id: recipe.id, name, portions: recipe.portions },
          perPortion: {
            kcal: recipe.kcal,
            protein: recipe.protein,
            carbohydrates: recipe.carbohydrates,
            fat: recipe.fat,
          },
          portions,
          ...(replaces ? { replaces } : {}),
        }),
      );
      if (!result.ok) return alerts.raise({ key: result.error.messageKey });
      void navigate({ to: '/diary', search: { date } });
    } catch {
      alerts.raise({ text: t('recipe.failed') });
    }
  };

  return (
    <div className="screen food-search">
      <DiaryPageHeader date={date} title={title} />
      {chosen ? (
        <PortionsForm
          recipe={chosen}
          target={plan.slots[moment]?.kcal ?? null}
          onCancel={() => setChosen(null)}
          onPlan={(portions) => void choose(chosen, portions)}
        />
      ) : (
        <>
          <div className="card form">
            <div className="field">
              <label htmlFor={searchId}>{t('recipe.search')}</label>
              <input
                id={searchId}
                type="search"
                autoComplete="off"
                value={query}
                maxLength={100}
                onChange={(e) => setQuery(e.target.value)}
              />
            </div>
          </div>
          <section className="card" aria-labelledby="recipe-results" aria-busy={results.isFetching}>
            <h2 id="recipe-results">{t('recipe.results')}</h2>
            {results.isFetching && !results.data ? <p className="muted small">{t('recipe.searching')}</p> : null}
            {results.isError ? <p role="alert">{t('recipe.error')}</p> : null}
            {results.data && results.data.length === 0 ? (
              <p className="muted">
                {t('recipe.none')} {t('recipe.noneHint')}
              </p>
            ) : null}
            <ul className="food-results">
              {results.data?.map((recipe) => (
                <li key={recipe.id}>
                  <button
                    type="button"
                    className="food-result"
                    data-testid="recipe-result"
                    onClick={() => setChosen(recipe)}
                  >
                    <span className="food-result-name">{recipe.name}</span>
                    <span className="muted small">
                      {t('recipe.summary', { kcal: Math.round(recipe.kcal), minutes: recipe.minutes })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}

/** How many portions: whole ones, 1 to 12, starting at the number that comes nearest the slot's target. */
function PortionsForm({
  recipe,
  target,
  onCancel,
  onPlan,
}: {
  recipe: RecipeOption;
  target: number | null;
  onCancel: () => void;
  onPlan: (portions: number) => void;
}) {
  const { t } = useTranslation('diary');
  const suggested =
    target && recipe.kcal > 0 ? Math.min(MAX_PORTIONS, Math.max(1, Math.round(target / recipe.kcal))) : 1;
  const [text, setText] = useState(String(suggested));
  const portions = Number(text);
  const valid = Number.isInteger(portions) && portions >= 1 && portions <= MAX_PORTIONS;
  return (
    <form
      className="card form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) onPlan(portions);
      }}
    >
      <h2 className="food-name">{recipe.name}</h2>
      <p className="muted">
        {t('recipe.perPortion', {
          kcal: Math.round(recipe.kcal),
          protein: Math.round(recipe.protein),
          carbohydrates: Math.round(recipe.carbohydrates),
          fat: Math.round(recipe.fat),
        })}
      </p>
      <Field
        label={t('recipe.portions')}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_PORTIONS}
        step={1}
        value={text}
        error={valid ? undefined : t('recipe.wholePortions')}
        onChange={(e) => setText(e.target.value)}
      />
      <p aria-live="polite" data-testid="recipe-total">
        {valid ? t('recipe.total', { kcal: Math.round(recipe.kcal * portions) }) : null}
      </p>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('recipe.other')}
        </button>
        <button type="submit" className="button button-primary" disabled={!valid}>
          {t('recipe.plan')}
        </button>
      </div>
    </form>
  );
}
