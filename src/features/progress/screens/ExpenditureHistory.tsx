import { useMemo } from 'react';
import { energyExpenditure } from '../../../core/nutrition/energy';
import { useProjection } from '../../../ui/services';
import { expenditureOf } from '../../checkIn/estimate';
import { diaryProjection } from '../../diary/projection';
import { planningProfileProjection } from '../../profile/planningProfile';
import { progressProjection } from '../projection';
import { useMeasurementText } from './useMeasurementText';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import { useDateLocale } from '../../../ui/dates';

/** The weeks shown: two months, enough to see the estimate settle after a change. */
const WEEKS = 8;

/**
 * The adaptive expenditure week by week beside the trend weight (issue 21): how what the body
 * burns moved as the weight did. A week still on the formula says so.
 */
export function ExpenditureHistory({ today }: { today: string }) {
  const { t, i18n } = useTranslation('progress');
  const locale = useDateLocale();
  const text = useMeasurementText();
  const diary = useProjection(diaryProjection);
  const progress = useProjection(progressProjection);
  const nutrition = useProjection(planningProfileProjection).nutrition;
  const weeks = useMemo(
    () =>
      nutrition
        ? expenditureOf(diary, progress, energyExpenditure(nutrition.profile).total, today)
            .history.slice(-WEEKS)
            .reverse()
        : [],
    [diary, progress, nutrition, today],
  );
  if (weeks.length === 0) return null;
  const number = (value: number) => Math.round(value).toLocaleString(i18n.language === 'nl' ? 'nl-NL' : 'en-GB');
  return (
    <section className="card" aria-labelledby="expenditure-history">
      <h2 id="expenditure-history">{t('expenditure.title')}</h2>
      <table className="progress-table" data-testid="expenditure-history">
        <caption className="visually-hidden">{t('expenditure.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('expenditure.week')}</th>
            <th scope="col">{t('expenditure.estimate')}</th>
            <th scope="col">{t('expenditure.trend')}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.date}>
              <th scope="row">{format(parseISO(week.date), 'd MMM', { locale })}</th>
              <td>
                {number(week.kcal)}
                {week.source === 'FORMULA' ? ` (${t('expenditure.formula')})` : ''}
              </td>
              <td>{week.trendKg === null ? '–' : text.kept('WEIGHT', week.trendKg)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
