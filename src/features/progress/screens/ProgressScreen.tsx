import { format } from 'date-fns';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { useDateLocale } from '../../../ui/dates';
import { useProjection } from '../../../ui/services';
import { checkInProjection, latestCheckIn } from '../../checkIn/projection';
import { planningProfileProjection, type PlanningProfile } from '../../profile/planningProfile';
import { axisLabelFormat, DEFAULT_PERIOD, PERIODS, periodRange, yAxisRange, type Period } from '../chart';
import { shownValue } from '../measurementForm';
import { LOGGED_TYPES, MEASUREMENT_TYPES, type Measurement, type MeasurementType } from '../measurements';
import { progressProjection } from '../projection';
import { AddMeasurementDialog } from './AddMeasurementDialog';
import { ExpenditureHistory } from './ExpenditureHistory';
import { Choices } from './Choices';
import { MeasurementTable } from './MeasurementTable';
import { ProgressChart } from './ProgressChart';
import { ProgressSummary } from './ProgressSummary';
import { useMeasurementText } from './useMeasurementText';
import { seriesOf } from './series';
import './progress.css';

/** Stress is charted on its own scale: 0 (not provided) to 5 (very high), one step a level. */
const STRESS_RANGE = [0, 5] as const;

/**
 * My progress (3-daily-use.txt; issue 16): a period and a measurement type, then the chart, a
 * summary (the weekly change; for weight the trend and when the goal may be reached) and the table
 * that is the chart's text. The floating button adds a measurement. A coach viewing a client sees
 * the client's, in the coach's units.
 */
export function ProgressScreen() {
  const { t } = useTranslation('progress');
  const locale = useDateLocale();
  const state = useProjection(progressProjection);
  const profile = useProjection(planningProfileProjection).nutrition;
  const checkIn = latestCheckIn(useProjection(checkInProjection));
  const text = useMeasurementText();
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const [type, setType] = useState<MeasurementType>('WEIGHT');
  const [adding, setAdding] = useState(false);
  const [addButton, setAddButton] = useState<HTMLButtonElement | null>(null);
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  // Body fat comes from a coach's profile form: its choice shows once there is a record.
  const types = state.byType.BODY_FAT.length > 0 ? MEASUREMENT_TYPES : LOGGED_TYPES;

  // Everything below reads values in the person's unit (pounds, inches) from here on.
  const measurements = useMemo<Measurement[]>(
    () =>
      state.byType[type].map((m) => (type === 'STRESS' ? m : { ...m, value: shownValue(type, m.value, text.units) })),
    [state, type, text.units],
  );
  const range = useMemo(() => periodRange(period, today, measurements), [period, today, measurements]);
  const series = useMemo(() => seriesOf(measurements, range, type, today), [measurements, range, type, today]);
  const values = series.daily?.values;
  const yRange = useMemo(() => (type === 'STRESS' ? STRESS_RANGE : yAxisRange(values ?? [])), [type, values]);
  const formatValue = useCallback((value: number) => text.shown(type, value), [text, type]);
  const chartData = useMemo(() => (series.daily ? { ...series.daily, trend: series.trend } : null), [series]);
  const inRange = measurements.filter((m) => m.date >= range.from && m.date <= range.to);
  const typeName = t(`type.${type}`);
  const tableId = `progress-table-${type}`;

  return (
    <div className="screen progress">
      <header className="screen-header">
        <h1>{t('title')}</h1>
      </header>
      <p className="progress-check-in">
        {checkIn?.outcome.status === 'OPEN' && checkIn.proposal.reviewer === 'SELF' ? (
          <span role="status">{t('checkIn.proposed')} </span>
        ) : null}
        <Link to="/check-in" className="button button-secondary">
          {t('checkIn.open')}
        </Link>
      </p>
      <div className="progress-controls">
        <Choices
          legend={t('type.label')}
          options={types}
          value={type}
          onChange={setType}
          label={(option) => t(`type.${option}`)}
        />
        <Choices
          legend={t('period.label')}
          options={PERIODS}
          value={period}
          onChange={setPeriod}
          label={(option) => t(`period.${option}`)}
        />
      </div>

      <div className="progress-body">
        <div className="progress-main">
          <section className="card progress-chart-card" aria-labelledby="progress-chart-title">
            <h2 id="progress-chart-title">
              {t('chart.label', { type: typeName, period: t(`period.${period}`).toLowerCase() })}
            </h2>
            {chartData ? (
              <ProgressChart
                data={chartData}
                yRange={yRange}
                labelFormat={axisLabelFormat(range)}
                locale={locale}
                formatValue={formatValue}
                seriesLabel={typeName}
                {...(series.trend ? { trendLabel: t('chart.trend') } : {})}
                describedBy={tableId}
              />
            ) : (
              <p className="progress-empty">{t('noData')}</p>
            )}
          </section>

          {series.daily ? (
            <ProgressSummary
              type={type}
              measurements={inRange}
              range={range}
              trend={series.trend}
              slope={series.slope}
              goal={type === 'WEIGHT' ? goalOf(profile, text.units) : null}
              today={today}
            />
          ) : null}
        </div>
        <div className="progress-side">
          <MeasurementTable id={tableId} type={type} measurements={inRange} returnFocusTo={addButton} />
          {type === 'WEIGHT' ? <ExpenditureHistory today={today} /> : null}
        </div>
      </div>

      <button
        ref={setAddButton}
        type="button"
        className="fab"
        aria-label={t('add.open')}
        title={t('add.open')}
        onClick={() => setAdding(true)}
      >
        <span aria-hidden="true">+</span>
      </button>
      <AddMeasurementDialog
        open={adding}
        onOpenChange={setAdding}
        initialType={type === 'BODY_FAT' ? 'WEIGHT' : type}
        today={today}
        returnFocusTo={addButton}
      />
    </div>
  );
}

/** The goal weight and the planned weekly change, in the person's unit; none without a goal weight. */
function goalOf(profile: PlanningProfile['nutrition'], units: 'METRIC' | 'IMPERIAL') {
  const goalKg = profile?.goalWeightKg;
  if (!goalKg) return null;
  const weekly = profile.profile.weeklyChangeKg;
  return {
    weight: shownValue('WEIGHT', goalKg, units),
    plannedWeeklyChange: weekly ? shownValue('WEIGHT', Math.abs(weekly), units) : null,
    // Set against the weight the profile was made with: below it the goal is to lose.
    direction: goalKg < profile.profile.weightKg ? ('LOSE' as const) : ('GAIN' as const),
  };
}
