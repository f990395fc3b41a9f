import { MAX_EXPENDITURE_KCAL, MIN_EXPENDITURE_KCAL } from './expenditureLimits';
import { trendAfterEach } from './weightTrend';

export { MAX_EXPENDITURE_KCAL, MIN_EXPENDITURE_KCAL };

/**
 * Adaptive energy expenditure (issue 21): what a person really burns, read from what they logged
 * and how their trend weight moved, instead of a formula. Formula, sources and choices in
 * docs/nutrition.md, 'Adaptive expenditure'. Pure: dates come in as ISO days, no clock.
 */

/** Energy stored or released per kg of body weight change (Hall 2008; Hall et al. 2011). */
export const KCAL_PER_KG = 7700;
/** The window the estimate reads: four weeks, long enough for the trend to move beyond its noise. */
export const EXPENDITURE_WINDOW_DAYS = 28;
/** At least half the window's days logged, and enough weigh-ins spanning it, before it replaces the formula. */
export const MIN_LOGGED_DAYS = 14;
export const MIN_WEIGH_INS = 6;
/** A weigh-in within this many days of each end of the window, so the trend's change covers it. */
const SPAN_SLACK_DAYS = 6;
/** Each week the estimate moves this share of the way towards the new reading... */
export const EXPENDITURE_BLEND = 0.5;
/** ...but never more than this many kcal a day in one week. */
export const MAX_WEEKLY_CHANGE_KCAL = 150;
/** Without a reading for this many weeks the old estimate is no longer trusted: it drifts back to the formula. */
export const HOLD_WEEKS = 8;

/** A day that counts: one with eaten items (quick adds included), and its kcal. */
export interface IntakeDay {
  readonly date: string;
  readonly kcal: number;
}

/** One weight a day (the day's latest), in kg. */
export interface WeighIn {
  readonly date: string;
  readonly kg: number;
}

export interface ExpenditureInput {
  readonly intake: readonly IntakeDay[];
  readonly weights: readonly WeighIn[];
  /** The formula's total expenditure (energyExpenditure): the fallback and the prior. */
  readonly formulaKcal: number;
  /** The day the estimate is for (today). */
  readonly asOf: string;
}

/** What one window says, before damping: the figures a coach sees behind a proposal. */
export interface WindowReading {
  readonly from: string;
  readonly to: string;
  readonly averageIntakeKcal: number;
  /** The trend at the end minus the trend at the start, in kg (negative: lost). */
  readonly trendChangeKg: number;
  readonly loggedDays: number;
  readonly weighIns: number;
  /** averageIntake - trendChange x 7700 / days. */
  readonly kcal: number;
}

export interface ExpenditurePoint {
  /** The last day of the week this point closes. */
  readonly date: string;
  /** The damped estimate, whole kcal. */
  readonly kcal: number;
  /** FORMULA until a window has had enough data (or after HOLD_WEEKS without one). */
  readonly source: 'FORMULA' | 'ADAPTIVE';
  /** This week's window, when it had enough data. */
  readonly reading: WindowReading | null;
  /** How many days and weigh-ins the latest window had, also when too few. */
  readonly loggedDays: number;
  readonly weighIns: number;
  /** The trend weight on that day, kg; null before any weigh-in. */
  readonly trendKg: number | null;
}

export interface ExpenditureEstimate {
  readonly current: ExpenditurePoint;
  /** One point a week, oldest first, the last being `current`. */
  readonly history: readonly ExpenditurePoint[];
}

const DAY_MS = 86_400_000;
const dayOf = (iso: string): number =>
  Math.round(Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS);
const isoOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Index of the first element of the sorted `days` that is >= day. */
function lowerBound(days: readonly number[], day: number): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid]! < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** One value a day, the last given for a date; sorted by day; nothing that is not a finite number. */
function byDay<T extends { date: string }>(
  rows: readonly T[],
  value: (row: T) => number,
  valid: (v: number) => boolean,
) {
  const map = new Map<number, number>();
  for (const row of rows) {
    const v = value(row);
    if (Number.isFinite(v) && valid(v)) map.set(dayOf(row.date), v);
  }
  const days = [...map.keys()].sort((a, b) => a - b);
  return { days, values: days.map((d) => map.get(d)!) };
}

/**
 * The estimate as of `asOf`, updated once a week from the first data on: each week reads the window
 * of the 28 days ending that day; with enough data the estimate moves half way towards the reading,
 * at most 150 kcal, and stays within 1250 to 6000 kcal. Without any reading it is the formula.
 */
export function estimateExpenditure(input: ExpenditureInput): ExpenditureEstimate {
  const formula = Math.round(clamp(input.formulaKcal, MIN_EXPENDITURE_KCAL, MAX_EXPENDITURE_KCAL));
  const end = dayOf(input.asOf);
  const intake = byDay(
    input.intake,
    (r) => r.kcal,
    (v) => v >= 0,
  );
  const weights = byDay(
    input.weights,
    (r) => r.kg,
    (v) => v > 0,
  );
  const prefix = [0];
  intake.values.forEach((kcal, i) => prefix.push(prefix[i]! + kcal));
  const trend = trendAfterEach(weights.days, weights.values);
  const trendAt = (day: number) => {
    const after = lowerBound(weights.days, day + 1) - 1;
    return after < 0 ? weights.values[0]! : trend[after]!;
  };

  const first = Math.min(intake.days[0] ?? end, weights.days[0] ?? end);
  // The first week closing on or after the first data, stepping by 7 so the last closes on asOf.
  const weeks = Math.max(0, Math.floor((end - first) / 7));
  const history: ExpenditurePoint[] = [];
  let kcal = formula;
  let source: ExpenditurePoint['source'] = 'FORMULA';
  let weeksWithout = 0;
  for (let week = weeks; week >= 0; week--) {
    const to = end - 7 * week;
    const from = to - EXPENDITURE_WINDOW_DAYS + 1;
    const i0 = lowerBound(intake.days, from);
    const i1 = lowerBound(intake.days, to + 1);
    const w0 = lowerBound(weights.days, from);
    const w1 = lowerBound(weights.days, to + 1);
    const loggedDays = i1 - i0;
    const weighIns = w1 - w0;
    const spans =
      weighIns > 0 && weights.days[0]! <= from + SPAN_SLACK_DAYS && weights.days[w1 - 1]! >= to - SPAN_SLACK_DAYS;
    let reading: WindowReading | null = null;
    if (loggedDays >= MIN_LOGGED_DAYS && weighIns >= MIN_WEIGH_INS && spans) {
      const averageIntakeKcal = (prefix[i1]! - prefix[i0]!) / loggedDays;
      const trendChangeKg = trendAt(to) - trendAt(from - 1);
      const raw = averageIntakeKcal - (trendChangeKg * KCAL_PER_KG) / EXPENDITURE_WINDOW_DAYS;
      reading = { from: isoOf(from), to: isoOf(to), averageIntakeKcal, trendChangeKg, loggedDays, weighIns, kcal: raw };
      const step = clamp(EXPENDITURE_BLEND * (raw - kcal), -MAX_WEEKLY_CHANGE_KCAL, MAX_WEEKLY_CHANGE_KCAL);
      kcal = Math.round(clamp(kcal + step, MIN_EXPENDITURE_KCAL, MAX_EXPENDITURE_KCAL));
      source = 'ADAPTIVE';
      weeksWithout = 0;
    } else if (source === 'ADAPTIVE' && ++weeksWithout >= HOLD_WEEKS) {
      // Long without data: the prior takes over again, as slowly as any change, never by a jump.
      const next = kcal + clamp(EXPENDITURE_BLEND * (formula - kcal), -MAX_WEEKLY_CHANGE_KCAL, MAX_WEEKLY_CHANGE_KCAL);
      if (Math.abs(next - formula) < 1) [kcal, source] = [formula, 'FORMULA'];
      else kcal = Math.round(next);
    }
    const trendKg = weights.days.length > 0 && weights.days[0]! <= to ? trendAt(to) : null;
    history.push({ date: isoOf(to), kcal, source, reading, loggedDays, weighIns, trendKg });
  }
  return { current: history[history.length - 1]!, history };
}
