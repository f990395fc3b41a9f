import { trendAfterEach } from '../../core/nutrition/weightTrend';
import { dateOfDay, dayNumber, type DailySeries } from './chart';

/**
 * The weight trend and where it leads (beyond 3-daily-use.txt; issue 16). Formulas and sources in
 * docs/nutrition.md, 'Weight trend and goal projection'. Functions of numbers, in any one unit.
 */

/** The slope reads the trend's last four weeks, and needs at least one. */
export const SLOPE_WINDOW_DAYS = 28;
export const SLOPE_MIN_DAYS = 7;
/** A projection further away than this says nothing useful. */
export const PROJECTION_MAX_YEARS = 2;

export type GoalDirection = 'LOSE' | 'GAIN';

export interface GoalProjectionInput {
  /** The trend today. */
  readonly trendKg: number;
  /** The trend's change per week (trendSlopePerWeek), or null when not known. */
  readonly slopeKgPerWeek: number | null;
  readonly goalWeightKg: number;
  /** The profile's planned change per week, towards the goal whatever its sign; null without a plan. */
  readonly plannedWeeklyChangeKg: number | null;
  readonly today: string;
  /**
   * Whether the goal is a loss or a gain, from the profile's goal. Without it the goal lies from the
   * trend towards the goal weight, so it is reached only when the trend is at it.
   */
  readonly direction?: GoalDirection;
}

export interface GoalProjection {
  readonly reached: boolean;
  /** The day the goal weight is reached at the trend's current pace. */
  readonly byPace: string | null;
  /** The day it is reached at the planned weekly change. */
  readonly byPlan: string | null;
}

/**
 * The Hacker's Diet trend (trendAfterEach, in core) over a daily series: only measured days move it;
 * filled days carry the trend unchanged, and days before the first weight carry that weight.
 */
export function weightTrend(series: DailySeries): number[] {
  const { values, measured } = series;
  const days = values.flatMap((_, day) => (measured[day] ? [day] : []));
  if (days.length === 0) return [...values];
  const after = trendAfterEach(
    days,
    days.map((day) => values[day]!),
  );
  let next = 0;
  return values.map((_, day) => {
    while (next < days.length - 1 && days[next + 1]! <= day) next++;
    return after[next]!;
  });
}

/** The least-squares slope of the trend's last `window` days, per week; null with fewer than 7 days. */
export function trendSlopePerWeek(
  trend: readonly number[],
  dates: readonly string[],
  window = SLOPE_WINDOW_DAYS,
): number | null {
  const count = Math.min(window, trend.length, dates.length);
  if (count < SLOPE_MIN_DAYS) return null;
  const ys = trend.slice(-count);
  const xs = dates.slice(-count).map(dayNumber);
  const meanX = xs.reduce((sum, x) => sum + x, 0) / count;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / count;
  let covariance = 0;
  let variance = 0;
  xs.forEach((x, i) => {
    covariance += (x - meanX) * (ys[i]! - meanY);
    variance += (x - meanX) ** 2;
  });
  return variance === 0 ? null : (covariance / variance) * 7;
}

/**
 * When the goal weight is reached: at the trend's pace (none when the trend is flat, moves away from
 * the goal, or needs over two years) and at the planned weekly change (none without a plan). Both
 * count whole days up from today. A goal reached projects nothing.
 */
export function goalProjection(input: GoalProjectionInput): GoalProjection {
  const { trendKg, slopeKgPerWeek, goalWeightKg, plannedWeeklyChangeKg, today } = input;
  const toGo = goalWeightKg - trendKg;
  const reached =
    input.direction === 'LOSE' ? toGo >= 0 : input.direction === 'GAIN' ? toGo <= 0 : Math.abs(toGo) < AT_GOAL;
  if (reached) return { reached, byPace: null, byPlan: null };

  const start = dayNumber(today);
  const limit = dayNumber(`${Number(today.slice(0, 4)) + PROJECTION_MAX_YEARS}${today.slice(4)}`);
  const paceDays =
    slopeKgPerWeek && Math.sign(slopeKgPerWeek) === Math.sign(toGo) ? daysFor(toGo, slopeKgPerWeek) : null;
  const byPace = paceDays !== null && start + paceDays <= limit ? dateOfDay(start + paceDays) : null;
  const planDays = plannedWeeklyChangeKg ? daysFor(toGo, plannedWeeklyChangeKg) : null;
  // A plan is the person's own, so it is shown however far; a century guards against a near-zero one.
  const byPlan = planDays !== null && planDays <= PLAN_MAX_DAYS ? dateOfDay(start + planDays) : null;
  return { reached, byPace, byPlan };
}

const PLAN_MAX_DAYS = 36_525;

/** Nearer than this the trend is at its goal: it shows the same with two decimals. */
const AT_GOAL = 0.005;

/** Whole days to cover a distance at a weekly change, rounded up, float noise aside. */
function daysFor(distance: number, perWeek: number): number {
  return Math.ceil(Math.abs(distance / perWeek) * 7 - 1e-9);
}
