import { enGB, nl } from 'date-fns/locale';
import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import {
  alignedData,
  CHART_HEIGHT,
  chartOptions,
  daySeconds,
  daysShown,
  dotsFit,
  xSplits,
  type ChartData,
  type ChartOptionsInput,
} from './chartOptions';

const noon = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12).getTime() / 1000;

const weights: ChartData = {
  dates: ['2026-11-22', '2026-11-23', '2026-11-24'],
  values: [72.4, 72.4, 72.1],
  measured: [true, false, true],
};

const input: ChartOptionsInput = {
  width: 375,
  yRange: [50, 140],
  labelFormat: 'd MMM',
  locale: enGB,
  formatValue: (value) => `${value.toFixed(2)} kg`,
  seriesLabel: 'Weight',
  trendLabel: 'Trend',
  withTrend: false,
  colours: { line: '#55772d', trend: '#1d211b', axis: '#595f56', grid: '#d9ddd5', font: 'system-ui' },
};

// The options' functions take the chart as their first argument; these ignore it.
const chart = null as unknown as uPlot;
const xAxis = (options: uPlot.Options) => options.axes![0]!;
const yAxis = (options: uPlot.Options) => options.axes![1]!;
const labels = (options: uPlot.Options, days: number[]) =>
  (xAxis(options).values as uPlot.Axis.DynamicValues)(chart, days, 0, 0, 0);

describe('the chart of a measurement', () => {
  it('is 300 pixels high and as wide as it is given', () => {
    const options = chartOptions(input);
    expect([options.width, options.height]).toEqual([375, CHART_HEIGHT]);
    expect(CHART_HEIGHT).toBe(300);
  });

  it('cuts the y range into 5 equal segments and labels them with the unit', () => {
    const options = chartOptions(input);
    const splits = (yAxis(options).splits as Exclude<uPlot.Axis.Splits, number[]>)(chart, 1, 50, 140, 0, 0);
    expect(splits).toEqual([50, 68, 86, 104, 122, 140]);
    const values = (yAxis(options).values as uPlot.Axis.DynamicValues)(chart, splits, 1, 0, 0);
    expect(values[0]).toBe('50.00 kg');
  });

  it("keeps the caller's y range whatever the data", () => {
    const range = chartOptions(input).scales!.y!.range as uPlot.Range.Function;
    expect(range(chart, null as unknown as number, null as unknown as number, 'y')).toEqual([50, 140]);
    expect(range(chart, 70, 75, 'y')).toEqual([70, 75]);
  });

  it('puts each day at local noon, half a day from the edges', () => {
    const [days] = alignedData(weights);
    expect(Array.from(days)).toEqual([noon(2026, 11, 22), noon(2026, 11, 23), noon(2026, 11, 24)]);
    expect(daySeconds('2026-03-29')).toBe(noon(2026, 3, 29));
    expect(daysShown(days)).toEqual([noon(2026, 11, 22) - 43_200, noon(2026, 11, 24) + 43_200]);
    expect(daysShown([noon(2026, 11, 24)])).toEqual([noon(2026, 11, 24) - 43_200, noon(2026, 11, 24) + 43_200]);
    expect(daysShown([])).toEqual([null, null]);
  });

  it('labels the days with the date-fns format in the language of the user', () => {
    const day = noon(2026, 3, 5);
    expect(labels(chartOptions(input), [day])).toEqual(['5 Mar']);
    expect(labels(chartOptions({ ...input, locale: nl }), [day])).toEqual(['5 mrt.']);
    expect(labels(chartOptions({ ...input, labelFormat: 'MMM yy' }), [day])).toEqual(['Mar 26']);
  });

  it('draws the line through every day and a dot only on the measured ones', () => {
    const [, line, dots] = alignedData(weights);
    expect(Array.from(line!)).toEqual([72.4, 72.4, 72.1]);
    expect(Array.from(dots!)).toEqual([72.4, null, 72.1]);
    const [, lineSeries, dotSeries] = chartOptions(input).series;
    expect(lineSeries!.points!.show).toBe(false);
    expect(dotSeries!.paths!(chart, 2, 0, 2)).toBeNull();
  });

  it('hides the dots when they would overlap', () => {
    expect(dotsFit(30, 310)).toBe(true);
    expect(dotsFit(365, 310)).toBe(false);
  });

  it('adds the trend line, without dots, only when there is a trend', () => {
    expect(alignedData(weights)).toHaveLength(3);
    expect(chartOptions(input).series).toHaveLength(3);
    const data = alignedData({ ...weights, trend: [72.4, 72.35, 72.3] });
    expect(Array.from(data[3]!)).toEqual([72.4, 72.35, 72.3]);
    const trend = chartOptions({ ...input, withTrend: true }).series[3]!;
    expect(trend.label).toBe('Trend');
    expect(trend.stroke).not.toBe(input.colours.line);
    expect(trend.points!.show).toBe(false);
  });

  it('shows the value of a day in the legend as the caller formats it', () => {
    const value = chartOptions(input).series[1]!.value as Exclude<uPlot.Series.Value, string>;
    expect(value(chart, 72.35, 1, 0)).toBe('72.35 kg');
  });
});

describe('the x ticks', () => {
  const from = noon(2026, 11, 1) - 43_200;

  it('step by whole days from the first day shown', () => {
    expect(xSplits(from, noon(2026, 11, 7) + 43_200, 2 * 86_400, false)).toEqual([
      noon(2026, 11, 1),
      noon(2026, 11, 3),
      noon(2026, 11, 5),
      noon(2026, 11, 7),
    ]);
  });

  it('keep to noon across a daylight-saving change', () => {
    const splits = xSplits(noon(2026, 3, 28) - 43_200, noon(2026, 3, 30), 86_400, false);
    expect(splits).toEqual([noon(2026, 3, 28), noon(2026, 3, 29), noon(2026, 3, 30)]);
  });

  it('fall on the first of the month when the format shows no day, so no label repeats', () => {
    const splits = xSplits(noon(2026, 1, 15), noon(2026, 7, 10), 3 * 30.44 * 86_400, true);
    expect(splits).toEqual([noon(2026, 4, 1), noon(2026, 7, 1)]);
    const options = chartOptions({ ...input, labelFormat: 'MMM yy' });
    const splitsOf = xAxis(options).splits as Exclude<uPlot.Axis.Splits, number[]>;
    const withDays = { data: [[noon(2026, 1, 15), noon(2026, 4, 10)]] } as unknown as uPlot;
    const monthly = splitsOf(withDays, 0, noon(2026, 1, 15), noon(2026, 4, 10), 30.44 * 86_400, 64);
    expect(labels(options, monthly)).toEqual(['Feb 26', 'Mar 26', 'Apr 26']);
    const withoutDays = { data: [[]] } as unknown as uPlot;
    expect(splitsOf(withoutDays, 0, noon(2026, 1, 15), noon(2026, 4, 10), 30.44 * 86_400, 56)).toEqual([]);
  });
});
