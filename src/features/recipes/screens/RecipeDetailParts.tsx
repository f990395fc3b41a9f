import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { directionSteps } from '../display/directions';
import { ingredientLines } from '../display/ingredients';
import { MAX_PORTIONS, timesPortions, type RecipeDetail } from '../detail/recipeDetail';
import { numberFormat } from '../../../ui/numberFormat';

const formatNumber = (language: string, value: number, digits = 0) =>
  numberFormat(language, { maximumFractionDigits: digits }).format(value);

/** Energy and (unless a plugin hides them) macros, per portion and for the chosen portions. */
export function NutritionTable({
  perPortion,
  portions,
  showMacros,
}: {
  perPortion: RecipeDetail['perPortion'];
  portions: number;
  showMacros: boolean;
}) {
  const { t, i18n } = useTranslation('recipes');
  const headingId = useId();
  const total = timesPortions(perPortion, portions);
  const rows: { key: 'energy' | 'protein' | 'carbohydrates' | 'fat'; one: string; all: number }[] = [
    { key: 'energy', one: t('detail.kcal', { value: formatNumber(i18n.language, perPortion.kcal) }), all: total.kcal },
    ...(showMacros
      ? (['protein', 'carbohydrates', 'fat'] as const).map((key) => ({
          key,
          one: t('detail.grams', { value: formatNumber(i18n.language, perPortion[key], 1) }),
          all: total[key],
        }))
      : []),
  ];
  return (
    <section className="recipe-nutrition" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('detail.nutrition')}</h2>
      <table>
        <thead>
          <tr>
            <td />
            <th scope="col">{t('detail.perPortion')}</th>
            <th scope="col">{t('detail.forPortions', { count: portions })}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{t(`detail.${row.key}`)}</th>
              <td>{row.one}</td>
              <td data-testid={`recipe-total-${row.key}`}>
                {row.key === 'energy'
                  ? t('detail.kcal', { value: formatNumber(i18n.language, row.all) })
                  : t('detail.grams', { value: formatNumber(i18n.language, row.all, 1) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Whole portions, 1 to 12, by a minus and a plus: there is nothing to type wrong. */
export function PortionsStepper({
  portions,
  onChange,
  disabled = false,
  status,
}: {
  portions: number;
  onChange: (portions: number) => void;
  disabled?: boolean;
  status?: string | undefined;
}) {
  const { t, i18n } = useTranslation('recipes');
  const labelId = useId();
  // A planned multiplier may be a fraction (the planner scales portions): a step lands on a whole one.
  const fewer = Math.max(1, Math.ceil(portions) - 1);
  const more = Math.min(MAX_PORTIONS, Math.floor(portions) + 1);
  return (
    <div className="portions-stepper">
      <span id={labelId} className="portions-label">
        {t('detail.portions')}
      </span>
      <div role="group" aria-labelledby={labelId} className="stepper">
        <button
          type="button"
          className="stepper-button"
          aria-label={t('detail.fewer')}
          disabled={disabled || portions <= 1}
          onClick={() => onChange(fewer)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output aria-live="polite" aria-labelledby={labelId} data-testid="recipe-portions">
          {formatNumber(i18n.language, portions, 2)}
        </output>
        <button
          type="button"
          className="stepper-button"
          aria-label={t('detail.more')}
          disabled={disabled || portions >= MAX_PORTIONS}
          onClick={() => onChange(more)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {status ? (
        <span className="muted small" role="status">
          {status}
        </span>
      ) : null}
    </div>
  );
}

/** The ingredients for the chosen portions, in the person's units and locale (display/ingredients.ts). */
export function IngredientList({
  recipe,
  portions,
  imperial,
}: {
  recipe: RecipeDetail;
  portions: number;
  imperial: boolean;
}) {
  const { t, i18n } = useTranslation('recipes');
  const headingId = useId();
  const lines = ingredientLines(recipe.ingredients, {
    portions,
    recipePortions: recipe.portions,
    imperial,
    language: i18n.language,
    // An own recipe's ingredients are foods' names ('7 Up'), not lines with a quantity to take off.
    keepNames: recipe.kind === 'OWN',
  });
  return (
    <section className="card recipe-ingredients" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('detail.ingredients')}</h2>
      <p className="muted small">{t('detail.ingredientsFor', { count: portions })}</p>
      {lines.length === 0 ? (
        <p className="muted">{t('detail.noIngredients')}</p>
      ) : (
        <ul className="ingredient-lines" data-testid="recipe-ingredients">
          {lines.map((line, i) => (
            <li key={i}>
              <span className="ingredient-amount">
                {t(`ingredients.units.${line.unit}`, { count: line.count, amount: line.amount })}
              </span>{' '}
              <span>{line.name}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The directions as numbered steps; lines that start with NOTE: are notes between them, unnumbered. */
export function DirectionList({ directions }: { directions: readonly string[] }) {
  const { t, i18n } = useTranslation('recipes');
  const headingId = useId();
  const steps = directionSteps(directions);
  let number = 0;
  const numbered = steps.map((step) => ({ ...step, number: step.note ? null : ++number }));
  return (
    <section className="card recipe-directions" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('detail.directions')}</h2>
      {steps.length === 0 ? (
        <p className="muted">{t('detail.noDirections')}</p>
      ) : (
        <ol className="direction-steps">
          {numbered.map((step, i) => (
            <li key={i} className={step.number === null ? 'direction-note' : 'direction-step'}>
              {step.number === null ? (
                <strong className="direction-label">{t('detail.note')}</strong>
              ) : (
                <span className="direction-label step-number">{formatNumber(i18n.language, step.number)}</span>
              )}
              <span>{step.text}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
