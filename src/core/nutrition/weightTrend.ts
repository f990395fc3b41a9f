/**
 * The weight trend (The Hacker's Diet), shared by the progress screen's chart and the adaptive
 * expenditure so both read the same trend. Formula and sources in docs/nutrition.md, 'Weight trend
 * and goal projection'. Pure numbers in any one unit; days are whole day numbers.
 */

/** The Hacker's Diet's smoothing: each day's weight moves the trend a tenth of the way towards it. */
export const TREND_SMOOTHING = 0.1;

/**
 * John Walker's exponentially smoothed moving average (The Hacker's Diet, 1991):
 * trend = trend + 0.1 x (weight - trend), starting at the first weight. Only weigh-ins move it; a
 * weight n days after the previous one moves it by 1 - 0.9^n, as n daily steps would, so a person who
 * weighs in weekly gets a trend as quick as a daily one's instead of one ten weeks behind.
 * `days` ascending, one weight each; returns the trend after each weigh-in.
 */
export function trendAfterEach(days: readonly number[], weights: readonly number[]): number[] {
  const trend: number[] = [];
  days.forEach((day, i) => {
    if (i === 0) trend.push(weights[0]!);
    else {
      const previous = trend[i - 1]!;
      trend.push(previous + (1 - (1 - TREND_SMOOTHING) ** (day - days[i - 1]!)) * (weights[i]! - previous));
    }
  });
  return trend;
}
