import { format, parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../../ui/dates';
import { averageWeeklyChange } from '../chart';
import type { Measurement, MeasurementType } from '../measurements';
import { goalProjection } from '../trend';
import { useMeasurementText } from './useMeasurementText';

/**
 * The period in figures: the latest value, the average weekly change (3-daily-use.txt: latest minus
 * earliest, divided by weeks) and, for weight, the trend and when the goal weight may be reached.
 * Values are in the person's unit.
 */
export function ProgressSummary({
  type,
  measurements,
  range,
  trend,
  slope,
  goal,
  today,
}: {
  type: MeasurementType;
  measurements: readonly Measurement[];
  range: { from: string; to: string };
  trend: readonly number[] | null;
  slope: number | null;
  goal: { weight: number; plannedWeeklyChange: number | null; direction: 'LOSE' | 'GAIN' } | null;
  today: string;
}) {
  const { t } = useTranslation('progress');
  const locale = useDateLocale();
  const text = useMeasurementText();
  const latest = measurements.at(-1);
  const weekly = averageWeeklyChange(measurements, range);
  const trendNow = trend?.at(-1);
  const day = (date: string) => format(parseISO(date), 'd MMMM yyyy', { locale });
  const projection =
    goal && trendNow !== undefined
      ? goalProjection({
          trendKg: trendNow,
          slopeKgPerWeek: slope,
          goalWeightKg: goal.weight,
          plannedWeeklyChangeKg: goal.plannedWeeklyChange,
          direction: goal.direction,
          today,
        })
      : null;
  const goalText = goal ? text.shown('WEIGHT', goal.weight) : '';

  return (
    <section className="card progress-summary" aria-label={t('summary.label')}>
      <dl>
        {latest ? (
          <div>
            <dt>{t('summary.latest')}</dt>
            <dd>
              {text.shown(type, latest.value)}
              <span className="progress-latest-date">{day(latest.date)}</span>
            </dd>
          </div>
        ) : null}
        {trendNow !== undefined ? (
          <div>
            <dt>{t('summary.trend')}</dt>
            <dd>{text.shown(type, trendNow)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('summary.weeklyChange')}</dt>
          <dd>
            {weekly === null ? t('summary.noChange') : t('summary.perWeek', { value: text.change(type, weekly) })}
          </dd>
        </div>
      </dl>
      {trendNow !== undefined ? <p className="muted small">{t('summary.trendHelp')}</p> : null}
      {projection && goal ? (
        <div className="progress-goal" role="status">
          {projection.reached ? (
            <p>{t('goal.reached', { goal: goalText })}</p>
          ) : (
            <>
              {projection.byPace ? <p>{t('goal.byPace', { goal: goalText, date: day(projection.byPace) })}</p> : null}
              {projection.byPlan && goal.plannedWeeklyChange ? (
                <p>
                  {t('goal.byPlan', {
                    goal: goalText,
                    change: text.shown('WEIGHT', goal.plannedWeeklyChange),
                    date: day(projection.byPlan),
                  })}
                </p>
              ) : null}
              {!projection.byPace ? <p className="muted">{t('goal.away', { goal: goalText })}</p> : null}
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
