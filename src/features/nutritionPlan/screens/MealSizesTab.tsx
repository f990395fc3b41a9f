import { useId } from 'react';
import { resizeMeal, SIZE_STEP, sizeTotal } from '../wizard';
import { useWholeNumber } from './numbers';
import { useNutritionPlanText } from './useNutritionPlanText';
import type { TabProps } from './WizardScreen';

/** Tab 3: each enabled meal's share in steps of 5, and the total (in the warning colour unless 100). */
export function MealSizesTab({ state, update }: TabProps) {
  const { t } = useNutritionPlanText();
  const number = useWholeNumber();
  const hintId = useId();
  const total = sizeTotal(state.sizes);
  return (
    <fieldset className="choices" aria-describedby={hintId}>
      <legend>{t('sizes.legend')}</legend>
      <p id={hintId} className="muted small">
        {t('sizes.hint')}
      </p>
      <ul className="np-sizes">
        {state.sizes
          .filter((s) => s.enabled)
          .map(({ moment, size }) => {
            const meal = t(`moment.${moment}`);
            return (
              <li key={moment} className="np-size">
                <span className="np-grow" aria-hidden="true">
                  {meal}
                </span>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('sizes.less', { meal })}
                  disabled={size <= 0}
                  onClick={() => update(resizeMeal(state, moment, size - SIZE_STEP))}
                >
                  <span aria-hidden="true">−</span>
                </button>
                <input
                  type="number"
                  className="np-size-input"
                  aria-label={t('sizes.size', { meal })}
                  min={0}
                  max={100}
                  step={SIZE_STEP}
                  value={size}
                  onChange={(e) => update(resizeMeal(state, moment, Number(e.target.value) || 0))}
                />
                <span aria-hidden="true">%</span>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('sizes.more', { meal })}
                  disabled={size >= 100}
                  onClick={() => update(resizeMeal(state, moment, size + SIZE_STEP))}
                >
                  <span aria-hidden="true">+</span>
                </button>
              </li>
            );
          })}
      </ul>
      <p className={total === 100 ? 'np-total' : 'np-total np-warning'} data-testid="size-total" aria-live="polite">
        {t('sizes.total')}: {number(total)} %
      </p>
      {total !== 100 ? <p className="muted small">{t('sizes.totalOff', { total: number(total) })}</p> : null}
    </fieldset>
  );
}
