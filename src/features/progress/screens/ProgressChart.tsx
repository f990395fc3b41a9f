import type { Locale } from 'date-fns';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import {
  alignedData,
  CHART_HEIGHT,
  CHART_TOKENS,
  chartOptions,
  type ChartColours,
  type ChartData,
} from './chartOptions';
import './progressChart.css';

export { CHART_HEIGHT, type ChartData } from './chartOptions';

export interface ProgressChartProps {
  data: ChartData;
  yRange: readonly [number, number];
  /** A date-fns format for the x labels: 'd MMM', or 'MMM yy' over 60 days. */
  labelFormat: string;
  locale: Locale;
  /** The y labels and the legend: '72.35 kg', '7.5 h'. */
  formatValue: (value: number) => string;
  seriesLabel: string;
  trendLabel?: string;
  /** The id of the table that is the chart's text alternative. */
  describedBy?: string;
}

/**
 * A uPlot line chart of one value per day, as wide as its container and CHART_HEIGHT high, in the
 * scheme's colours. The canvas is hidden from screen readers: the table it names is its text.
 * New data and a new y range go to the drawn chart; a new format, label or scheme draws a new one.
 */
export function ProgressChart(props: ProgressChartProps) {
  const { data, yRange, labelFormat, locale, formatValue, seriesLabel, trendLabel, describedBy } = props;
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const colours = useSyncExternalStore(subscribeToScheme, readColours, () => null);
  // Keyed on the arrays, not on `data`, so a parent that spreads a new object each render draws nothing new.
  const { dates, values, measured, trend } = data;
  const aligned = useMemo(() => alignedData({ dates, values, measured, trend }), [dates, values, measured, trend]);
  const [yMin, yMax] = yRange;
  const withTrend = Boolean(trend);
  // The latest values, for a chart drawn anew without redrawing on every render of its parent.
  const latest = useRef({ aligned, yMin, yMax, formatValue });
  useEffect(() => {
    latest.current = { aligned, yMin, yMax, formatValue };
  });

  useEffect(() => {
    const element = box.current;
    if (!element || !colours) return;
    const { aligned, yMin, yMax } = latest.current;
    const options = chartOptions({
      width: Math.floor(element.clientWidth),
      yRange: [yMin, yMax],
      labelFormat,
      locale,
      formatValue: (value) => latest.current.formatValue(value),
      seriesLabel,
      trendLabel,
      withTrend,
      colours: JSON.parse(colours) as ChartColours,
    });
    const chart = new uPlot(options, aligned, element);
    chart.root.setAttribute('aria-hidden', 'true');
    plot.current = chart;
    const resize = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry!.contentRect.width);
      if (width !== chart.width) chart.setSize({ width, height: CHART_HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
      plot.current = null;
    };
  }, [colours, labelFormat, locale, seriesLabel, trendLabel, withTrend]);

  useEffect(() => {
    const chart = plot.current;
    if (!chart) return;
    chart.batch(() => {
      if (chart.data !== aligned) chart.setData(aligned);
      if (chart.scales.y!.min !== yMin || chart.scales.y!.max !== yMax) chart.setScale('y', { min: yMin, max: yMax });
    });
  }, [aligned, yMin, yMax]);

  // A new formatter (kg to lb) relabels the axis of the chart as drawn.
  useEffect(() => plot.current?.redraw(false, true), [formatValue]);

  return (
    <div ref={box} className="progress-chart" role="img" aria-label={seriesLabel} aria-describedby={describedBy} />
  );
}

/** Light or dark (prefers-color-scheme), and the organisation's colours applyTheme sets on the root. */
function subscribeToScheme(onChange: () => void): () => void {
  const dark = matchMedia('(prefers-color-scheme: dark)');
  dark.addEventListener('change', onChange);
  const theme = new MutationObserver(onChange);
  theme.observe(document.documentElement, { attributes: true });
  return () => {
    dark.removeEventListener('change', onChange);
    theme.disconnect();
  };
}

/** The tokens' values now, as a string so an unchanged scheme is an unchanged snapshot. */
function readColours(): string {
  const style = getComputedStyle(document.documentElement);
  const colours = Object.entries(CHART_TOKENS).map(([part, token]) => [part, style.getPropertyValue(token).trim()]);
  return JSON.stringify({ ...Object.fromEntries(colours), font: style.fontFamily });
}
