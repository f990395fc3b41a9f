import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageWeeklyChange,
  axisLabelFormat,
  dailySeries,
  dateOfDay,
  dayNumber,
  DEFAULT_PERIOD,
  periodRange,
  yAxisRange,
  type Period,
} from './chart';
import type { Measurement } from './measurements';

/** A weight on a November 2026 day ('05' is the 5th), recorded at that day's `hour`. */
const weight = (day: string, value: number, hour = 8): Measurement => ({
  measurementId: `${day}-${hour}`,
  type: 'WEIGHT',
  date: `2026-11-${day}`,
  value,
  recordedAt: `2026-11-${day}T${String(hour).padStart(2, '0')}:00:00.000Z`,
});
const november = (from: string, to: string) => ({ from: `2026-11-${from}`, to: `2026-11-${to}` });
/** The series as 'value' for a measured day and '(value)' for a filled one. */
const shown = (measurements: Measurement[], range: { from: string; to: string }) => {
  const series = dailySeries(measurements, range);
  return series?.values.map((value, i) => (series.measured[i] ? `${value}` : `(${value})`));
};

describe('the period a person picks', () => {
  it('is since the beginning unless they pick another', () => {
    expect(DEFAULT_PERIOD).toBe('SINCE_BEGINNING');
  });

  it.each<[Period, string]>([
    ['LAST_WEEK', '2026-11-18'],
    ['LAST_2_WEEKS', '2026-11-11'],
    ['LAST_MONTH', '2026-10-26'],
    ['LAST_2_MONTHS', '2026-09-26'],
    ['SINCE_BEGINNING', '2026-11-02'],
  ])('%s on 24 November starts on %s and ends today', (period, from) => {
    const logged = [weight('10', 72), weight('02', 73), weight('20', 71)];
    expect(periodRange(period, '2026-11-24', logged)).toEqual({ from, to: '2026-11-24' });
  });

  it('is only today since the beginning when nothing is logged', () => {
    expect(periodRange('SINCE_BEGINNING', '2026-11-24', [])).toEqual({ from: '2026-11-24', to: '2026-11-24' });
  });
});

describe('the chart fills the days without a measurement', () => {
  it.each([
    [
      'every day logged',
      [weight('02', 72), weight('03', 71), weight('04', 70)],
      november('02', '04'),
      ['72', '71', '70'],
    ],
    [
      'a leading gap from the first',
      [weight('04', 70), weight('05', 69)],
      november('02', '05'),
      ['(70)', '(70)', '70', '69'],
    ],
    [
      'a trailing gap from the last',
      [weight('02', 72), weight('03', 71)],
      november('02', '05'),
      ['72', '71', '(71)', '(71)'],
    ],
    [
      'a middle gap from the nearer side',
      [weight('02', 72), weight('06', 68)],
      november('02', '06'),
      ['72', '(72)', '(72)', '(68)', '68'],
    ],
    ['a tie from the earlier', [weight('02', 72), weight('04', 70)], november('02', '04'), ['72', '(72)', '70']],
    [
      'the nearest outside the range',
      [weight('01', 73), weight('05', 70), weight('09', 66)],
      november('02', '08'),
      ['(73)', '(73)', '(70)', '70', '(70)', '(70)', '(66)'],
    ],
    [
      'several on one day from the latest recorded',
      [weight('02', 72, 7), weight('02', 71.5, 21), weight('02', 71.8, 12), weight('03', 71)],
      november('02', '03'),
      ['71.5', '71'],
    ],
  ])('%s', (_case, logged, range, expected) => {
    expect(shown(logged, range)).toEqual(expected);
  });

  it('dates every day of the range, across months', () => {
    const series = dailySeries([weight('01', 70)], { from: '2026-10-30', to: '2026-11-02' });
    expect(series?.dates).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
  });

  it.each([
    ['nothing is logged', []],
    ['everything is outside the range', [weight('01', 73), weight('09', 66)]],
  ])('shows no chart when %s', (_case, logged) => {
    expect(dailySeries(logged, november('04', '08'))).toBeNull();
  });

  // How fast is tests/bench/progress.bench.ts's to say: a timing limit here would fail on a busy machine.
  it('draws three years of daily weights, a point for every day', () => {
    const days = 1100;
    const logged = Array.from({ length: days }, (_, i) => ({
      ...weight('01', 80 - i / 100),
      date: dateOfDay(dayNumber('2023-11-20') + i),
    }));
    const series = dailySeries(logged, { from: '2023-11-20', to: '2026-11-24' });
    expect(series?.dates).toHaveLength(dayNumber('2026-11-24') - dayNumber('2023-11-20') + 1);
  });
});

describe('the chart axes', () => {
  it.each([
    ['59 days', { from: '2026-09-27', to: '2026-11-24' }, 'd MMM'],
    ['60 days (last two months)', { from: '2026-09-26', to: '2026-11-24' }, 'd MMM'],
    ['61 days', { from: '2026-09-25', to: '2026-11-24' }, 'MMM yy'],
    ['one day', { from: '2026-11-24', to: '2026-11-24' }, 'd MMM'],
  ])('label %s by %s', (_case, range, format) => {
    expect(axisLabelFormat(range)).toBe(format);
  });

  it.each([
    ['some weights', [72.4, 70.1, 71], [69.1, 73.4]],
    ['one weight', [70], [69, 71]],
    ['stress levels as they are', [1, 5, 3], [0, 6]],
    ['nothing', [], [50, 140]],
  ])('pad %s by one each side', (_case, values, range) => {
    expect(yAxisRange(values)).toEqual(range);
  });
});

describe('the average weekly change', () => {
  it.each([
    ['two weights a week apart', [weight('02', 72), weight('09', 71)], november('01', '30'), -1],
    ['a gain over two weeks', [weight('02', 70), weight('16', 71)], november('01', '30'), 0.5],
    [
      'latest minus earliest, not the ones between',
      [weight('02', 72), weight('05', 90), weight('16', 71)],
      november('01', '30'),
      -0.5,
    ],
    ['the records in the range only', [weight('01', 80), weight('02', 72), weight('09', 71)], november('02', '30'), -1],
    [
      'each end its day’s latest record',
      [weight('02', 75, 7), weight('02', 72, 9), weight('09', 71)],
      november('01', '30'),
      -1,
    ],
  ])('%s', (_case, logged, range, change) => {
    expect(averageWeeklyChange(logged, range)).toBeCloseTo(change, 10);
  });

  it.each([
    ['nothing is logged', []],
    ['one weight', [weight('02', 72)]],
    ['two on the same day', [weight('02', 72, 7), weight('02', 71, 20)]],
  ])('is not known when %s', (_case, logged) => {
    expect(averageWeeklyChange(logged, november('01', '30'))).toBeNull();
  });
});

describe('the chart for any measurements', () => {
  const record = fc.record({
    day: fc.integer({ min: 0, max: 60 }),
    value: fc.integer({ min: 1, max: 300 }),
    hour: fc.integer({ min: 0, max: 23 }),
  });
  const logOf = (records: { day: number; value: number; hour: number }[]): Measurement[] =>
    records.map(({ day, value, hour }, i) => ({
      measurementId: `${i}`,
      type: 'WEIGHT',
      date: dateOfDay(dayNumber('2026-10-01') + day),
      value,
      recordedAt: `${dateOfDay(dayNumber('2026-10-01') + day)}T${String(hour).padStart(2, '0')}:00:00.000Z`,
    }));
  const rangeOf = (start: number, length: number) => ({
    from: dateOfDay(dayNumber('2026-10-01') + start),
    to: dateOfDay(dayNumber('2026-10-01') + start + length - 1),
  });
  const arbitraries = [
    fc.array(record, { maxLength: 40 }),
    fc.integer({ min: -5, max: 65 }),
    fc.integer({ min: 1, max: 40 }),
  ] as const;

  it('has one day for each day of the range, values that were logged, dots on the logged days', () => {
    fc.assert(
      fc.property(...arbitraries, (records, start, length) => {
        const logged = logOf(records);
        const range = rangeOf(start, length);
        const series = dailySeries(logged, range);
        const loggedDays = new Set(logged.map((m) => m.date).filter((date) => date >= range.from && date <= range.to));
        if (loggedDays.size === 0) {
          expect(series).toBeNull();
          return;
        }
        expect(series!.dates).toEqual(Array.from({ length }, (_, i) => dateOfDay(dayNumber(range.from) + i)));
        expect(series!.values).toHaveLength(length);
        for (const value of series!.values) expect(logged.map((m) => m.value)).toContain(value);
        expect(series!.dates.filter((_, i) => series!.measured[i])).toEqual([...loggedDays].sort());
      }),
    );
  });

  it('has a y axis that holds every value', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 300, noNaN: true }), { minLength: 1 }), (values) => {
        const [min, max] = yAxisRange(values);
        for (const value of values) expect(value > min && value < max).toBe(true);
      }),
    );
  });
});
