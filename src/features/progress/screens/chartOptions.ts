import { addDays, addMonths, format, startOfDay, startOfMonth, type Locale } from 'date-fns';
import type uPlot from 'uplot';
import { CHART_HEIGHT, Y_SEGMENTS } from '../chart';

export { CHART_HEIGHT };

/** A measured day's dot, in CSS pixels; dots show while they fit side by side without overlapping. */
export const DOT_SIZE = 5;

/** One value per day, gaps already filled by the caller; the chart knows nothing of measurements. */
export interface ChartData {
  /** yyyy-MM-dd, one per day. */
  dates: readonly string[];
  values: readonly number[];
  /** False for a day filled from its neighbours: its dot is hidden. */
  measured: readonly boolean[];
  /** A smoothed line drawn over the values (weight only). */
  trend?: readonly number[] | null;
}

/** Which token of src/ui/tokens.css paints which part, so the chart follows the light and dark scheme. */
export const CHART_TOKENS = {
  line: '--color-primary-text',
  trend: '--color-text',
  axis: '--color-muted',
  grid: '--color-border',
} as const;
export type ChartColours = Record<keyof typeof CHART_TOKENS, string> & { font: string };

export interface ChartOptionsInput {
  width: number;
  yRange: readonly [number, number];
  labelFormat: string;
  locale: Locale;
  formatValue: (value: number) => string;
  seriesLabel: string;
  trendLabel?: string;
  withTrend: boolean;
  colours: ChartColours;
}

/**
 * The uPlot options for a day-by-day chart. The series are: the days, the line through every day, the
 * measured days as dots only (null on filled days, which uPlot skips, so the dots follow setData), and
 * the trend when there is one. The y range is the caller's, never the data's: it changes by setScale.
 */
export function chartOptions(input: ChartOptionsInput): uPlot.Options {
  const { colours, locale, formatValue } = input;
  const font = `12px ${colours.font}`;
  const legendValue = (_u: uPlot, value: number | null) => (value === null ? '' : formatValue(value));
  const byMonth = !showsDay(input.labelFormat);
  const axis = {
    stroke: colours.axis,
    font,
    grid: { stroke: colours.grid, width: 1 },
    ticks: { stroke: colours.grid, width: 1, size: 4 },
  };
  // auto: false, so uPlot never ranges y from the data: the first range is the caller's (scales.y.range).
  const line = { stroke: colours.line, width: 1.5, auto: false, points: { show: false } };
  const series: uPlot.Series[] = [
    // A blank label: uPlot would write its own English 'Value'; the legend shows only the day (progressChart.css).
    { label: ' ', value: (_u, day) => (day === null ? '' : format(fromSeconds(day), 'PP', { locale })) },
    { ...line, label: input.seriesLabel, value: legendValue },
    {
      ...line,
      label: input.seriesLabel,
      class: 'progress-chart__dots',
      paths: () => null,
      points: { show: showDots, size: DOT_SIZE, width: 1, fill: colours.line },
    },
  ];
  if (input.withTrend) {
    const label = input.trendLabel ?? ' ';
    series.push({ ...line, label, stroke: colours.trend, width: 2.5, value: legendValue });
  }
  return {
    width: input.width,
    height: CHART_HEIGHT,
    cursor: { drag: { x: false, y: false, setScale: false } },
    scales: {
      // From the first day to the last, half a day more each side so their dots show whole; uPlot's own
      // range would pad a single day by a magnitude of its epoch seconds.
      x: { time: false, range: (u) => daysShown(u.data[0]) },
      y: { auto: false, range: (_u, min, max) => (min === null || max === null ? [...input.yRange] : [min, max]) },
    },
    series,
    axes: [
      {
        ...axis,
        space: 56,
        incrs: (byMonth ? [1, 2, 3, 6, 12, 24] : [1, 2, 3, 7, 14, 28, 56, 91, 182, 364]).map(
          (n) => n * (byMonth ? MONTH : DAY),
        ),
        splits: (u, _axis, min, max, incr) => (u.data[0].length === 0 ? [] : xSplits(min, max, incr, byMonth)),
        values: (_u, splits) => splits.map((day) => format(fromSeconds(day), input.labelFormat, { locale })),
      },
      {
        ...axis,
        splits: (_u, _axis, min, max) => ySplits(min, max),
        values: (_u, splits) => splits.map(formatValue),
        size: (u, values) => yAxisWidth(u, values, font),
      },
    ],
  };
}

/** The days as uPlot reads them: x in epoch seconds at local noon, then the line, the dots and the trend. */
export function alignedData(data: ChartData): uPlot.AlignedData {
  const dots = data.values.map((value, i) => (data.measured[i] ? value : null));
  const lines = [[...data.values], dots, ...(data.trend ? [[...data.trend]] : [])];
  return [data.dates.map(daySeconds), ...lines];
}

/** A day's x: local noon, so a daylight-saving change never moves it onto another day. */
export function daySeconds(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year!, month! - 1, day!, 12).getTime() / 1000;
}

/** Y_SEGMENTS equal steps from min to max, both ends included. */
export function ySplits(min: number, max: number): number[] {
  return Array.from({ length: Y_SEGMENTS + 1 }, (_, i) => min + ((max - min) * i) / Y_SEGMENTS);
}

/**
 * The x ticks, at local noon: every `incr` days from the first day shown, or, for a format without the
 * day ('MMM yy'), on the first of every `incr` months, so no two ticks carry the same label.
 */
export function xSplits(min: number, max: number, incr: number, byMonth: boolean): number[] {
  const step = Math.max(1, Math.round(incr / (byMonth ? MONTH : DAY)));
  const later = (day: Date, n: number) => (byMonth ? addMonths(day, n) : addDays(day, n));
  let first = byMonth ? startOfMonth(fromSeconds(min)) : startOfDay(fromSeconds(min));
  if (noonOf(first) < min) first = later(first, 1);
  // Months count from year 0, so a tick every 3 months falls on January, April, July and October.
  while (byMonth && (first.getFullYear() * 12 + first.getMonth()) % step !== 0) first = later(first, 1);
  const ticks: number[] = [];
  for (let tick = noonOf(first); tick <= max; tick = noonOf(later(first, ticks.length * step))) {
    ticks.push(tick);
  }
  return ticks;
}

/** The x range: the days shown, and half a day beyond each end. */
export function daysShown(days: ArrayLike<number>): uPlot.Range.MinMax {
  if (days.length === 0) return [null, null];
  return [days[0]! - HALF_DAY, days[days.length - 1]! + HALF_DAY];
}

/** Whether dots fit: the measured days in view, DOT_SIZE apart at least across the plot's width. */
export function dotsFit(measuredDays: number, plotWidth: number): boolean {
  return measuredDays * DOT_SIZE <= plotWidth;
}

const DAY = 86_400;
const HALF_DAY = DAY / 2;
const MONTH = 30.44 * DAY;

const fromSeconds = (seconds: number) => new Date(seconds * 1000);
const noonOf = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), 12).getTime() / 1000;

/** A format shows the day when it has a day-of-month or weekday token outside its quoted text. */
const showsDay = (pattern: string) => /[dE]/.test(pattern.replace(/'[^']*'/g, ''));

function showDots(u: uPlot, seriesIdx: number, idx0: number, idx1: number): boolean {
  const days = u.data[seriesIdx]!.slice(idx0, idx1 + 1);
  const measured = Array.from(days).filter((value) => value !== null && value !== undefined).length;
  return dotsFit(measured, u.bbox.width / devicePixelRatio);
}

/** The y axis is as wide as its longest label, so '140.00 kg' is never cut. */
function yAxisWidth(u: uPlot, values: string[] | null, font: string): number {
  const longest = (values ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
  const previous = u.ctx.font;
  u.ctx.font = font;
  const width = u.ctx.measureText(longest).width;
  u.ctx.font = previous;
  return Math.ceil(width) + 14;
}
