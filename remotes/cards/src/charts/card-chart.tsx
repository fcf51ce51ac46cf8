import { ChartTable, useChartTheme } from '@console/ui/charts';
import { Chart } from 'react-chartjs-2';
import { useFormat } from '@console/ui';
import { useCardsT } from '../i18n/use-cards-t';
import { chartConfig, type ChartSpec } from './chart-config';
import './chart-setup';

export interface CardChartProps extends ChartSpec {
  /** What the chart shows: the name of the canvas and the caption of its table. */
  caption: string;
  /** What the table's rows are (Day, Month, Device). */
  rowHeader: string;
  /** CSS pixels; the width follows the card. */
  height?: number;
  /** A figure written in the middle of a ring (it is in the card's figures too, so hidden from assistive tech). */
  center?: { value: string; label?: string };
}

/**
 * A card's chart: a Chart.js canvas in the page's theme (redrawn when the skin, brand or
 * direction changes), named for assistive tech, with its data in a visually hidden table.
 */
export function CardChart({ caption, rowHeader, height = 200, center, ...spec }: CardChartProps) {
  const t = useCardsT();
  const theme = useChartTheme();
  const { language } = useFormat();
  const { type, data, options } = chartConfig(spec, theme, language);
  const gauge = spec.kind === 'gauge';
  const rows = gauge ? spec.series.map((one) => one.name) : spec.labels;
  const columns = gauge
    ? [{ name: t('chart.value'), values: spec.series.map((one) => spec.format(one.data[0] ?? 0)) }]
    : spec.series.map((one) => ({ name: one.name, values: one.data.map((value) => spec.format(value)) }));
  return (
    <div className="card-chart">
      <div className="card-chart-canvas" style={{ height }}>
        <Chart type={type} data={data} options={options} role="img" aria-label={t('chart.label', { caption })} />
        {center && (
          <div className="card-chart-center" aria-hidden="true">
            <span className="card-chart-center-value">{center.value}</span>
            {center.label && <span className="card-chart-center-label">{center.label}</span>}
          </div>
        )}
      </div>
      <ChartTable caption={caption} rowHeader={rowHeader} rows={rows} columns={columns} />
    </div>
  );
}
