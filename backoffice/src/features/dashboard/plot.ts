// Draws one trend chart with uPlot (canvas, about 20 KB gzipped): loaded on demand, so the
// back office's first view does not carry it.

import uPlot from 'uplot';
import './plot.scss';

export const PLOT_HEIGHT = 220;

export interface PlotSeries {
  label: string;
  /** Plotted values, one per day. */
  values: number[];
  /** The same values as the reader sees them, one per day. */
  texts: string[];
  color: string;
  /** A dash pattern, so a series is told apart without its colour. */
  dash?: number[];
}

export interface PlotOptions {
  /** The x series' name in the legend. */
  dayLabel: string;
  language: string;
  /** Counts: the y axis marks whole numbers only. */
  integers: boolean;
}

// uPlot's default steps with the fractions left out, for axes of counts.
const WHOLE_STEPS = [1, 2, 5]
  .flatMap((step) => Array.from({ length: 10 }, (_, power) => step * 10 ** power))
  .sort((a, b) => a - b);

const DAY_SECONDS = 24 * 60 * 60;

/** A chart of `series` over `days` (UTC days, oldest first) in `target`, `width` pixels wide. */
export function drawPlot(
  target: HTMLElement,
  days: readonly string[],
  series: readonly PlotSeries[],
  width: number,
  { dayLabel: xLabel, language, integers }: PlotOptions,
): uPlot {
  const style = getComputedStyle(target);
  const text = style.getPropertyValue('--color-text').trim() || '#eef1f6';
  const grid = style.getPropertyValue('--border-subtle').trim() || 'rgba(238, 241, 246, 0.18)';
  const compact = new Intl.NumberFormat(language, { notation: 'compact' });
  const dayLabel = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
  return new uPlot(
    {
      width,
      height: PLOT_HEIGHT,
      // The days are UTC days: label them as such whatever the reader's zone.
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true } },
      axes: [
        {
          ...axis,
          space: 60,
          incrs: [DAY_SECONDS, 2 * DAY_SECONDS, 7 * DAY_SECONDS],
          values: (_plot, splits) => splits.map((at) => dayLabel.format(at * 1000)),
        },
        {
          ...axis,
          size: 64,
          ...(integers ? { incrs: WHOLE_STEPS } : {}),
          values: (_plot, splits) => splits.map((value) => compact.format(value)),
        },
      ],
      series: [
        { label: xLabel, value: (_plot, at) => (at == null ? '–' : dayLabel.format(at * 1000)) },
        ...series.map(({ label, color, dash, texts }) => ({
          label,
          stroke: color,
          width: 2,
          dash,
          points: { show: days.length <= 31, size: 5 },
          value: (_plot: uPlot, _value: number | null, _series: number, index: number | null) =>
            index == null ? '–' : (texts[index] ?? '–'),
        })),
      ],
    },
    [
      days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000),
      ...series.map(({ values }) => values),
    ],
    target,
  );
}
