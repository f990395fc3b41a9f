import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber, type DailySeries } from './chart';
import { goalProjection, trendSlopePerWeek, weightTrend, type GoalProjectionInput } from './trend';

/** A series from 1 November 2026: a number is a weighed day, null a day filled from the nearest. */
const seriesOf = (weights: (number | null)[]): DailySeries => {
  const values: number[] = [];
  weights.forEach((weight, i) => {
    const known = weight ?? weights.slice(0, i).findLast((w) => w !== null) ?? weights.find((w) => w !== null) ?? 0;
    values.push(known);
  });
  return {
    dates: weights.map((_, i) => dateOfDay(dayNumber('2026-11-01') + i)),
    values,
    measured: weights.map((weight) => weight !== null),
  };
};
const rounded = (values: number[]) => values.map((value) => Math.round(value * 1000) / 1000);

describe('the weight trend', () => {
  it.each([
    ['stays put when the weight does', [72, 72, 72, 72], [72, 72, 72, 72]],
    ['moves a tenth of the way each day after a step', [70, 80, 80, 80], [70, 71, 71.9, 72.71]],
    ['moves after a gap as far as the days in it would', [70, null, null, 80], [70, 70, 70, 72.71]],
    ['carries on unchanged over the days after the last weight', [70, 80, null, null], [70, 71, 71, 71]],
    ['starts at the first weight, also for the days before it', [null, null, 70, 80], [70, 70, 70, 71]],
    ['follows the values when nothing is weighed', [null, null], [0, 0]],
  ])('%s', (_case, weights, trend) => {
    expect(rounded(weightTrend(seriesOf(weights)))).toEqual(trend);
  });

  it('closes 1 - 0.9^n of a step after n days', () => {
    const trend = weightTrend(seriesOf([70, ...Array<number>(30).fill(80)]));
    expect(trend[30]).toBeCloseTo(80 - 10 * 0.9 ** 30, 10);
  });

  it('always lies between the lightest and the heaviest weight', () => {
    const day = fc.option(fc.double({ min: 30, max: 300, noNaN: true }), { nil: null, freq: 3 });
    fc.assert(
      fc.property(fc.array(day, { minLength: 1, maxLength: 60 }), (weights) => {
        const weighed = weights.filter((w): w is number => w !== null);
        fc.pre(weighed.length > 0);
        const [min, max] = [Math.min(...weighed), Math.max(...weighed)];
        for (const trend of weightTrend(seriesOf(weights)))
          expect(trend >= min - 1e-9 && trend <= max + 1e-9).toBe(true);
      }),
    );
  });
});

describe('the trend’s change per week', () => {
  const falling = (days: number, perDay: number, from = 80) =>
    seriesOf(Array.from({ length: days }, (_, i) => from - perDay * i));

  it.each([
    ['a steady loss', falling(28, 0.1).values, -0.7],
    ['a steady gain', falling(10, -0.05).values, 0.35],
    ['flat', falling(14, 0).values, 0],
    ['the last four weeks only', [...Array<number>(30).fill(80), ...falling(28, 0.1, 80).values], -0.7],
  ])('reads %s', (_case, trend, perWeek) => {
    const dates = trend.map((_, i) => dateOfDay(dayNumber('2026-10-01') + i));
    expect(trendSlopePerWeek(trend, dates)).toBeCloseTo(perWeek, 10);
  });

  it('is not known before a week of trend', () => {
    const trend = [80, 79.9, 79.8, 79.7, 79.6, 79.5];
    expect(
      trendSlopePerWeek(
        trend,
        trend.map((_, i) => dateOfDay(dayNumber('2026-11-01') + i)),
      ),
    ).toBeNull();
  });
});

describe('when the goal weight is reached', () => {
  const today = '2026-11-24';
  const goal = (input: Omit<GoalProjectionInput, 'today'>) => goalProjection({ ...input, today });

  it.each<
    [string, Omit<GoalProjectionInput, 'today'>, { reached: boolean; byPace: string | null; byPlan: string | null }]
  >([
    [
      'a loss at 0.5 a week, planned 1',
      { trendKg: 80, slopeKgPerWeek: -0.5, goalWeightKg: 75, plannedWeeklyChangeKg: 1, direction: 'LOSE' },
      { reached: false, byPace: '2027-02-02', byPlan: '2026-12-29' },
    ],
    [
      'a planned loss written as negative',
      { trendKg: 80, slopeKgPerWeek: -0.5, goalWeightKg: 75, plannedWeeklyChangeKg: -1, direction: 'LOSE' },
      { reached: false, byPace: '2027-02-02', byPlan: '2026-12-29' },
    ],
    [
      'a gain at 0.25 a week, planned 0.5',
      { trendKg: 60, slopeKgPerWeek: 0.25, goalWeightKg: 62, plannedWeeklyChangeKg: 0.5, direction: 'GAIN' },
      { reached: false, byPace: '2027-01-19', byPlan: '2026-12-22' },
    ],
    [
      'a trend moving away from the goal',
      { trendKg: 80, slopeKgPerWeek: 0.2, goalWeightKg: 75, plannedWeeklyChangeKg: 0.5, direction: 'LOSE' },
      { reached: false, byPace: null, byPlan: '2027-02-02' },
    ],
    [
      'a flat trend',
      { trendKg: 80, slopeKgPerWeek: 0, goalWeightKg: 75, plannedWeeklyChangeKg: 0.5 },
      { reached: false, byPace: null, byPlan: '2027-02-02' },
    ],
    [
      'a trend without a slope yet',
      { trendKg: 80, slopeKgPerWeek: null, goalWeightKg: 75, plannedWeeklyChangeKg: 0.5 },
      { reached: false, byPace: null, byPlan: '2027-02-02' },
    ],
    [
      'a pace of just under two years',
      { trendKg: 80, slopeKgPerWeek: -0.1, goalWeightKg: 70, plannedWeeklyChangeKg: null },
      { reached: false, byPace: '2028-10-24', byPlan: null },
    ],
    [
      'a pace of over two years',
      { trendKg: 80, slopeKgPerWeek: -0.1, goalWeightKg: 69.5, plannedWeeklyChangeKg: null },
      { reached: false, byPace: null, byPlan: null },
    ],
    [
      'a plan of almost nothing a week',
      { trendKg: 80, slopeKgPerWeek: null, goalWeightKg: 75, plannedWeeklyChangeKg: 1e-9, direction: 'LOSE' },
      { reached: false, byPace: null, byPlan: null },
    ],
    [
      'no plan',
      { trendKg: 80, slopeKgPerWeek: -0.5, goalWeightKg: 75, plannedWeeklyChangeKg: null, direction: 'LOSE' },
      { reached: false, byPace: '2027-02-02', byPlan: null },
    ],
    [
      'a loss past the goal',
      { trendKg: 74.2, slopeKgPerWeek: -0.5, goalWeightKg: 75, plannedWeeklyChangeKg: 0.5, direction: 'LOSE' },
      { reached: true, byPace: null, byPlan: null },
    ],
    [
      'a gain past the goal',
      { trendKg: 62.4, slopeKgPerWeek: 0.1, goalWeightKg: 62, plannedWeeklyChangeKg: 0.5, direction: 'GAIN' },
      { reached: true, byPace: null, byPlan: null },
    ],
    [
      'a trend at the goal, its direction unknown',
      { trendKg: 75.001, slopeKgPerWeek: -0.5, goalWeightKg: 75, plannedWeeklyChangeKg: 0.5 },
      { reached: true, byPace: null, byPlan: null },
    ],
    [
      'a trend below the goal, its direction unknown: a gain to go',
      { trendKg: 74, slopeKgPerWeek: 0.5, goalWeightKg: 75, plannedWeeklyChangeKg: 0.5 },
      { reached: false, byPace: '2026-12-08', byPlan: '2026-12-08' },
    ],
  ])('with %s', (_case, input, projection) => {
    expect(goal(input)).toEqual(projection);
  });
});
