import { rgba, type ChartTheme } from '@console/ui/charts';
import type { ChartData, ChartOptions, ChartType, TooltipItem } from 'chart.js';
import type { CardColor } from '@console/contracts';

/** How a card draws its data: bars (side by side or stacked), lines, areas, rings. */
export type ChartKind = 'bar' | 'stacked-bar' | 'line' | 'area' | 'donut' | 'pie' | 'gauge';

export interface ChartSeriesSpec {
  name: string;
  data: readonly number[];
  color: CardColor;
  /** A comparison line (last month against this one). */
  dashed?: boolean;
}

export interface ChartSpec {
  kind: ChartKind;
  /** The categories (x axis), or the slices of a ring. */
  labels: readonly string[];
  series: readonly ChartSeriesSpec[];
  /** A ring's slice colours, in the order of `labels`. */
  colors?: readonly CardColor[];
  /** Axes, grid and ticks (off for the small charts of the statistics cards). */
  axes?: boolean;
  legend?: boolean;
  /** How ticks and tooltips write a value. */
  format(value: number): string;
}

const rings: readonly ChartKind[] = ['donut', 'pie', 'gauge'];

function datasets(spec: ChartSpec, theme: ChartTheme): ChartData['datasets'] {
  const { kind, series, colors = [] } = spec;
  if (kind === 'gauge') {
    const [gauge] = series;
    const value = Math.min(100, Math.max(0, gauge?.data[0] ?? 0));
    return [{ label: gauge?.name, data: [value, 100 - value], backgroundColor: [rgba(theme, gauge?.color ?? 'primary'), theme.grid], borderWidth: 0 }];
  }
  if (kind === 'donut' || kind === 'pie') {
    return series.map((one) => ({
      label: one.name,
      data: [...one.data],
      backgroundColor: colors.map((color) => rgba(theme, color)),
      borderColor: theme.surface,
      borderWidth: 2,
    }));
  }
  return series.map((one) => ({
    label: one.name,
    data: [...one.data],
    backgroundColor: rgba(theme, one.color, kind === 'area' ? 0.16 : 1),
    borderColor: rgba(theme, one.color),
    borderWidth: kind === 'line' || kind === 'area' ? 2 : 0,
    borderDash: one.dashed ? [5, 5] : undefined,
    borderRadius: 4,
    maxBarThickness: 18,
    fill: kind === 'area' ? 'origin' : false,
    tension: 0.4,
    pointRadius: 0,
    pointHoverRadius: 4,
  }));
}

function ringOptions(spec: ChartSpec): ChartOptions<'doughnut'> {
  if (spec.kind === 'gauge') return { cutout: '80%', circumference: 270, rotation: 225 };
  return { cutout: spec.kind === 'pie' ? 0 : '70%' };
}

/**
 * The Chart.js configuration of a card's chart in the page's theme, language and direction: in a
 * right-to-left page the legend and tooltips run right to left and the category axis starts on
 * the right, with the value axis there too.
 */
export function chartConfig(spec: ChartSpec, theme: ChartTheme, locale: string): { type: ChartType; data: ChartData; options: ChartOptions } {
  const { kind, axes = true, legend = false, format } = spec;
  const ring = rings.includes(kind);
  const valueOf = (item: TooltipItem<ChartType>) => (typeof item.raw === 'number' ? item.raw : 0);
  const common: ChartOptions = {
    responsive: true,
    maintainAspectRatio: false,
    locale,
    // Drawn at once: a dashboard's charts are final on their first paint (and a period change shows its figures without a tween).
    animation: false,
    color: theme.text,
    font: { family: theme.font },
    plugins: {
      legend: { display: legend, position: 'bottom', rtl: theme.rtl, textDirection: theme.rtl ? 'rtl' : 'ltr', labels: { color: theme.text, boxWidth: 10, boxHeight: 10 } },
      tooltip: {
        // A gauge's second slice is only the track: its figure is written in the middle.
        enabled: kind !== 'gauge',
        rtl: theme.rtl,
        textDirection: theme.rtl ? 'rtl' : 'ltr',
        callbacks: { label: (item) => `${ring ? item.label : (item.dataset.label ?? '')}: ${format(valueOf(item))}` },
      },
    },
  };
  const options: ChartOptions = ring
    ? { ...common, ...(ringOptions(spec) as ChartOptions) }
    : {
        ...common,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: { display: axes, reverse: theme.rtl, stacked: kind === 'stacked-bar', grid: { display: false }, border: { display: false }, ticks: { color: theme.muted } },
          y: {
            display: axes,
            position: theme.rtl ? 'right' : 'left',
            stacked: kind === 'stacked-bar',
            grid: { color: theme.grid },
            border: { display: false },
            ticks: { color: theme.muted, maxTicksLimit: 5, callback: (value) => format(Number(value)) },
          },
        },
      };
  const type: ChartType = ring ? 'doughnut' : kind === 'line' || kind === 'area' ? 'line' : 'bar';
  return { type, data: { labels: [...spec.labels], datasets: datasets(spec, theme) }, options };
}
