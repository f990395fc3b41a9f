import type { Measurement } from './measurements';

/**
 * The chart rules of 3-daily-use.txt section 9 ('Measurements and charts') as pure functions of
 * dates (yyyy-MM-dd) and measurements of one type. Dates are counted as calendar days in UTC, so no
 * time zone or daylight-saving change ever moves a measurement onto another day.
 */

export const PERIODS = ['LAST_WEEK', 'LAST_2_WEEKS', 'LAST_MONTH', 'LAST_2_MONTHS', 'SINCE_BEGINNING'] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_DAYS: Record<Exclude<Period, 'SINCE_BEGINNING'>, number> = {
  LAST_WEEK: 7,
  LAST_2_WEEKS: 14,
  LAST_MONTH: 30,
  LAST_2_MONTHS: 60,
};
export const DEFAULT_PERIOD: Period = 'SINCE_BEGINNING';

/** The chart's height in CSS pixels and the y axis's number of equal steps. */
export const CHART_HEIGHT = 300;
export const Y_SEGMENTS = 5;
/** The y axis without any value. */
export const EMPTY_Y_RANGE: readonly [number, number] = [50, 140];
/** Over this many days (both ends counted) the axis labels name months: 'MMM yy'. */
export const DAY_LABELS_UP_TO = 60;

export interface DateRange {
  readonly from: string;
  readonly to: string;
}

/** One entry per calendar day of a range, gaps filled; `measured` is false on a filled day (no dot). */
export interface DailySeries {
  dates: string[];
  values: number[];
  measured: boolean[];
}

/**
 * The days a period shows, both ends included: a fixed period is its last N days ending today; since
 * the beginning starts at the earliest of the measurements (never after today), or today without any.
 */
export function periodRange(period: Period, today: string, measurements: readonly Measurement[]): DateRange {
  if (period !== 'SINCE_BEGINNING') return { from: dateOfDay(dayNumber(today) - PERIOD_DAYS[period] + 1), to: today };
  let from = today;
  for (const m of measurements) if (m.date < from) from = m.date;
  return { from, to: today };
}

/**
 * The chart's value for every day of the range, or null when the range holds no measurement (the
 * screen's 'no data for period'). A day with several records shows its latest (by recordedAt, and of
 * equal ones the later in the list): the value the person corrected last; the table keeps them all.
 * A day without a record takes the nearest recorded day's value, before or after, inside the range or
 * not; of two equally near, the earlier, as a person's weight is known up to then. Linear in the
 * records and the days, with one sort of the distinct dates.
 */
export function dailySeries(measurements: readonly Measurement[], range: DateRange): DailySeries | null {
  const days = recordedDays(measurements);
  const first = dayNumber(range.from);
  const last = dayNumber(range.to);
  if (!days.some((day) => day.day >= first && day.day <= last)) return null;

  const series: DailySeries = { dates: [], values: [], measured: [] };
  let next = 0; // the first recorded day after the one being filled
  for (let day = first; day <= last; day++) {
    while (next < days.length && days[next]!.day <= day) next++;
    const before = days[next - 1];
    const after = days[next];
    const nearest = !after || (before && day - before.day <= after.day - day) ? before! : after;
    series.dates.push(dateOfDay(day));
    series.values.push(nearest.value);
    series.measured.push(nearest.day === day);
  }
  return series;
}

/** From the least value minus 1 to the greatest plus 1; 50 to 140 without any. */
export function yAxisRange(values: readonly number[]): [number, number] {
  if (values.length === 0) return [...EMPTY_Y_RANGE];
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return [min - 1, max + 1];
}

/** date-fns tokens for the spec's 'D MMM' and 'MMM YY' (moment's): months when the range is over 60 days. */
export function axisLabelFormat(range: DateRange): 'd MMM' | 'MMM yy' {
  return daysIn(range) > DAY_LABELS_UP_TO ? 'MMM yy' : 'd MMM';
}

/**
 * (latest - earliest) / weeks between their dates (3-daily-use.txt section 9), over the records in
 * the range, each end its day's value as the chart shows it; null with fewer than two recorded days.
 */
export function averageWeeklyChange(measurements: readonly Measurement[], range: DateRange): number | null {
  const first = dayNumber(range.from);
  const last = dayNumber(range.to);
  const days = recordedDays(measurements).filter((day) => day.day >= first && day.day <= last);
  const earliest = days[0];
  const latest = days.at(-1);
  if (!earliest || !latest || earliest.day === latest.day) return null;
  return (latest.value - earliest.value) / ((latest.day - earliest.day) / 7);
}

/** The number of calendar days of a range, both ends included. */
export function daysIn(range: DateRange): number {
  return dayNumber(range.to) - dayNumber(range.from) + 1;
}

/** Days since 1970-01-01 of a yyyy-MM-dd date. */
export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

/** The yyyy-MM-dd date of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

interface RecordedDay {
  readonly day: number;
  readonly value: number;
}

/** One value per recorded date, its latest record's, in date order. */
function recordedDays(measurements: readonly Measurement[]): RecordedDay[] {
  const latest = new Map<string, Measurement>();
  for (const m of measurements) {
    const kept = latest.get(m.date);
    if (!kept || m.recordedAt >= kept.recordedAt) latest.set(m.date, m);
  }
  return [...latest.keys()].sort().map((date) => ({ day: dayNumber(date), value: latest.get(date)!.value }));
}
