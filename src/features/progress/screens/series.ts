import { differenceInCalendarDays, parseISO } from 'date-fns';
import { dailySeries, type DailySeries } from '../chart';
import type { Measurement, MeasurementType } from '../measurements';
import { trendSlopePerWeek, weightTrend } from '../trend';

export interface ShownSeries {
  /** One value per day of the range; null when the range holds no measurement. */
  readonly daily: DailySeries | null;
  /** Weight only: the trend on each day of the range, smoothed over the whole history. */
  readonly trend: number[] | null;
  /** Weight only: the trend's change per week over its last four weeks. */
  readonly slope: number | null;
}

/**
 * What the chart draws for a range. The weight trend is smoothed from the first weight ever logged,
 * not from the range's start, so a short period shows the same trend as the long one.
 */
export function seriesOf(
  measurements: readonly Measurement[],
  range: { from: string; to: string },
  type: MeasurementType,
  today: string,
): ShownSeries {
  const daily = dailySeries(measurements, range);
  if (!daily || type !== 'WEIGHT' || measurements.length === 0) return { daily, trend: null, slope: null };
  const history = { from: measurements[0]!.date, to: today > range.to ? today : range.to };
  const whole = dailySeries(measurements, history)!;
  const smoothed = weightTrend(whole);
  const offset = differenceInCalendarDays(parseISO(range.from), parseISO(history.from));
  // Days of the range before the first weight carry the first trend value, as their values carry the first weight.
  const trend = daily.dates.map((_, day) => smoothed[Math.max(0, day + offset)] ?? smoothed.at(-1)!);
  return { daily, trend, slope: trendSlopePerWeek(smoothed, whole.dates) };
}
