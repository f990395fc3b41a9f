import { useId } from 'react';
import { toggleMoment } from '../wizard';
import { useNutritionPlanText } from './useNutritionPlanText';
import type { TabProps } from './WizardScreen';

/** Tab 2: the day's meal moments; each toggle shares the day out again (meal size allocation). */
export function MealMomentsTab({ state, update }: TabProps) {
  const { t } = useNutritionPlanText();
  const hintId = useId();
  return (
    <fieldset className="choices" aria-describedby={hintId}>
      <legend>{t('moments.legend')}</legend>
      <p id={hintId} className="muted small">
        {t('moments.hint')}
      </p>
      {state.sizes.map((size) => (
        <label key={size.moment} className="choice">
          <input type="checkbox" checked={size.enabled} onChange={() => update(toggleMoment(state, size.moment))} />
          <span className="np-grow">{t(`moment.${size.moment}`)}</span>
          {size.enabled ? <span className="muted small">{size.size} %</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
