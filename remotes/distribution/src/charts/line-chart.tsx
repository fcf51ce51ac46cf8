import { ChartTable, rgba, useChartTheme } from '@console/ui/charts';
import type { TooltipItem } from 'chart.js';
import { Chart } from 'react-chartjs-2';
import type { CardColor } from '@console/contracts';
import { useFormat } from '@console/ui';
import { useDistributionT } from '../i18n/use-distribution-t';
import './chart-setup';

export interface LineSeries {
  name: string;
  data: readonly number[];
  color: CardColor;
  /** This series' figures when not the chart's `format` (an amount of money among counts). */
  format?(value: number): string;
}

export interface LineChartProps {
  /** What the chart shows: the name of the canvas and the caption of its table. */
  caption: string;
  rowHeader: string;
  labels: readonly string[];
  series: readonly LineSeries[];
  format(value: number): string;
  height?: number;
}

/**
 * A line chart in the page's theme (colours from the CSS variables, redrawn when the skin, brand or
 * direction changes), named for assistive tech, with its data in a visually hidden table.
 */
export function LineChart({ caption, rowHeader, labels, series, format, height = 260 }: LineChartProps) {
  const t = useDistributionT();
  const theme = useChartTheme();
  // Ticks and tooltips in the console's language, not the browser's; each series in its own unit.
  const { language } = useFormat();
  const formatOf = (index: number) => series[index]?.format ?? format;
  const data = {
    labels: [...labels],
    datasets: series.map((one) => ({ label: one.name, data: [...one.data], borderColor: rgba(theme, one.color), backgroundColor: rgba(theme, one.color, 0.2), pointRadius: 0, borderWidth: 2, tension: 0.3 })),
  };
  const axis = { ticks: { color: theme.muted, font: { family: theme.font } }, grid: { color: theme.grid } };
  const options = {
    locale: language,
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    interaction: { mode: 'index' as const, intersect: false },
    plugins: { legend: { rtl: theme.rtl, labels: { color: theme.text, font: { family: theme.font } } }, tooltip: { rtl: theme.rtl, callbacks: { label: (item: TooltipItem<'line'>) => `${item.dataset.label ?? ''}: ${formatOf(item.datasetIndex)(item.parsed.y ?? 0)}` } } },
    scales: { x: { ...axis, reverse: theme.rtl }, y: { ...axis, position: theme.rtl ? ('right' as const) : ('left' as const), beginAtZero: true } },
  };
  return (
    <div>
      <div style={{ height, position: 'relative' }}>
        <Chart type="line" data={data} options={options} role="img" aria-label={t('beacons.chartLabel', { caption })} />
      </div>
      <ChartTable caption={caption} rowHeader={rowHeader} rows={labels} columns={series.map((one) => ({ name: one.name, values: one.data.map(one.format ?? format) }))} />
    </div>
  );
}
