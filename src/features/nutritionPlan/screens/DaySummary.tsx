import { MACRO_KEYS, plannedMeals, dayTotal, type WizardState } from '../wizard';
import type { NutritionProfile } from '../../../core/nutrition/profile';
import { useWholeNumber } from './numbers';
import { useNutritionPlanText } from './useNutritionPlanText';

/** The day as the wizard now makes it: its totals and each meal's share (beside the form on a wide screen). */
export function DaySummary({ state, profile }: { state: WizardState; profile: NutritionProfile }) {
  const { t } = useNutritionPlanText();
  const number = useWholeNumber();
  const meals = plannedMeals(profile, state);
  const total = meals ? dayTotal(meals) : null;
  const unit = (key: (typeof MACRO_KEYS)[number]) => t(key === 'kcal' ? 'unit.kcal' : 'unit.g');
  return (
    <section className="card np-summary" aria-labelledby="np-summary-title">
      <h2 id="np-summary-title">{t('summary.title')}</h2>
      <dl className="macro-boxes" data-testid="day-summary">
        {MACRO_KEYS.map((key) => (
          <div key={key} className="macro-box">
            <dt>{t(`nutrient.${key}`)}</dt>
            <dd data-testid={`summary-${key}`}>
              {total ? number(total[key]) : '–'} {unit(key)}
            </dd>
          </div>
        ))}
      </dl>
      {meals ? (
        <table className="np-meals">
          <caption className="visually-hidden">{t('summary.perMeal')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('summary.meal')}</th>
              <th scope="col">{t('summary.share')}</th>
              <th scope="col">{t('unit.kcal')}</th>
              <th scope="col" aria-label={t('nutrient.protein')}>
                {t('summary.proteinShort')}
              </th>
              <th scope="col" aria-label={t('nutrient.carbs')}>
                {t('summary.carbsShort')}
              </th>
              <th scope="col" aria-label={t('nutrient.fat')}>
                {t('summary.fatShort')}
              </th>
            </tr>
          </thead>
          <tbody>
            {meals.map((meal) => (
              <tr key={meal.moment}>
                <th scope="row">{t(`moment.${meal.moment}`)}</th>
                <td>{number(state.sizes.find((s) => s.moment === meal.moment)?.size ?? 0)} %</td>
                <td>{number(meal.kcal)}</td>
                <td>{number(meal.protein)}</td>
                <td>{number(meal.carbs)}</td>
                <td>{number(meal.fat)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
