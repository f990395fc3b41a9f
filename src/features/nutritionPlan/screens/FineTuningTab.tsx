import { useId } from 'react';
import { Field } from '../../../ui/components/Field';
import { WEEKDAYS } from '../../profile/events';
import { dayTotal, fineTune, MACRO_KEYS, plannedMeals } from '../wizard';
import { numberOrNull, useWholeNumber } from './numbers';
import { useNutritionPlanText } from './useNutritionPlanText';
import type { TabProps } from './WizardScreen';

/** Tab 4: each meal's numbers (0 or more), the day's total, the day plan's name and its weekdays. */
export function FineTuningTab({ state, profile, week, update }: TabProps) {
  const { t } = useNutritionPlanText();
  const number = useWholeNumber();
  const weekdaysHint = useId();
  const meals = plannedMeals(profile, state) ?? [];
  const total = dayTotal(meals);
  const unit = (key: (typeof MACRO_KEYS)[number]) => t(key === 'kcal' ? 'unit.kcal' : 'unit.g');
  return (
    <>
      <fieldset className="choices">
        <legend>{t('fine.legend')}</legend>
        <p className="muted small">{t('fine.hint')}</p>
        {meals.map(({ moment }) => {
          const meal = t(`moment.${moment}`);
          const tuned = state.fineTuned[moment];
          const shown = meals.find((m) => m.moment === moment)!;
          return (
            <div key={moment} className="np-meal" role="group" aria-label={meal}>
              <h3 className="np-meal-name">{meal}</h3>
              <div className="np-meal-fields">
                {MACRO_KEYS.map((key) => (
                  <label key={key} className="np-meal-field">
                    <span className="small muted" aria-hidden="true">
                      {t(`nutrient.${key}`)} ({unit(key)})
                    </span>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      aria-label={t('fine.field', { nutrient: t(`nutrient.${key}`), meal })}
                      value={tuned ? (tuned[key] ?? '') : shown[key]}
                      onChange={(e) => update(fineTune(state, profile, moment, key, numberOrNull(e.target.value)))}
                    />
                  </label>
                ))}
              </div>
            </div>
          );
        })}
        <p className="np-day-total" data-testid="day-total">
          <strong>{t('fine.dayTotal')}:</strong> {number(total.kcal)} {t('unit.kcal')} · {t('nutrient.protein')}{' '}
          {number(total.protein)} {t('unit.g')} · {t('nutrient.carbs')} {number(total.carbs)} {t('unit.g')} ·{' '}
          {t('nutrient.fat')} {number(total.fat)} {t('unit.g')}
        </p>
      </fieldset>
      <Field
        label={t('fine.name')}
        value={state.name}
        maxLength={60}
        onChange={(e) => update({ ...state, name: e.target.value })}
      />
      <fieldset className="choices" aria-describedby={weekdaysHint}>
        <legend>{t('fine.weekdays')}</legend>
        <p id={weekdaysHint} className="muted small">
          {t('fine.weekdaysHint')}
        </p>
        <div className="np-weekdays">
          {WEEKDAYS.map((day) => {
            const owner = week.days[day];
            const other = owner !== undefined && owner !== state.dayPlanId ? week.dayPlans[owner] : undefined;
            return (
              <label key={day} className="checkbox np-weekday">
                <input
                  type="checkbox"
                  checked={state.weekdays[day]}
                  onChange={(e) => update({ ...state, weekdays: { ...state.weekdays, [day]: e.target.checked } })}
                />
                <span>
                  {t(`weekday.${day}`)}
                  {other ? (
                    <span className="muted small np-block">{t('fine.usedBy', { plan: other.name })}</span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </>
  );
}
