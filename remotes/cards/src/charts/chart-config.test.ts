import type { ChartTheme } from '@console/ui/charts';
import { chartConfig, type ChartSpec } from './chart-config';

const theme: ChartTheme = {
  rgb: { primary: '90, 79, 207', secondary: '108, 117, 125', success: '25, 135, 84', info: '13, 202, 240', warning: '255, 193, 7', danger: '220, 53, 69' },
  text: '#dee2e6',
  muted: 'rgba(222, 226, 230, 0.75)',
  grid: 'rgba(255, 255, 255, 0.15)',
  surface: '#212529',
  font: 'system-ui',
  rtl: false,
};
const bars: ChartSpec = { kind: 'bar', labels: ['Mon', 'Tue'], series: [{ name: 'Sessions', data: [1, 2], color: 'primary' }], format: String };

it('draws in the theme’s colours: series in the brand colour, ticks and grid in the skin’s', () => {
  const { type, data, options } = chartConfig(bars, theme, 'en');
  expect(type).toBe('bar');
  expect(data.datasets[0]).toMatchObject({ label: 'Sessions', data: [1, 2], backgroundColor: 'rgba(90, 79, 207, 1)' });
  expect(options.scales?.y).toMatchObject({ grid: { color: theme.grid }, ticks: { color: theme.muted } });
  expect(options.plugins?.legend?.labels?.color).toBe(theme.text);
});

it('runs right to left in a right-to-left page: categories from the right, legend and tooltips RTL', () => {
  const { options } = chartConfig({ ...bars, legend: true }, { ...theme, rtl: true }, 'ar');
  expect(options.scales?.x).toMatchObject({ reverse: true });
  expect(options.scales?.y).toMatchObject({ position: 'right' });
  expect(options.plugins?.legend).toMatchObject({ display: true, rtl: true, textDirection: 'rtl' });
  expect(options.plugins?.tooltip).toMatchObject({ rtl: true, textDirection: 'rtl' });
  expect(options.locale).toBe('ar');
  expect(chartConfig(bars, theme, 'en').options.scales?.x).toMatchObject({ reverse: false });
});

it('areas fill under a see-through line; comparison lines are dashed; stacked bars stack', () => {
  const area = chartConfig({ ...bars, kind: 'area', series: [{ name: 'Views', data: [1, 2], color: 'success', dashed: true }] }, theme, 'en');
  expect(area.type).toBe('line');
  expect(area.data.datasets[0]).toMatchObject({ fill: 'origin', backgroundColor: 'rgba(25, 135, 84, 0.16)', borderDash: [5, 5] });
  expect(chartConfig({ ...bars, kind: 'stacked-bar' }, theme, 'en').options.scales?.y).toMatchObject({ stacked: true });
});

it('a gauge is a three-quarter ring of the value and its remainder, with no tooltip', () => {
  const { type, data, options } = chartConfig({ kind: 'gauge', labels: [], series: [{ name: 'Done', data: [83], color: 'success' }], format: String }, theme, 'en');
  expect(type).toBe('doughnut');
  expect(data.datasets[0]?.data).toEqual([83, 17]);
  expect(options).toMatchObject({ circumference: 270, plugins: { tooltip: { enabled: false } } });
});

it('rings colour each slice as the answer says', () => {
  const { data } = chartConfig({ kind: 'donut', labels: ['A', 'B'], colors: ['warning', 'danger'], series: [{ name: 'Orders', data: [3, 4], color: 'primary' }], format: String }, theme, 'en');
  expect(data.datasets[0]).toMatchObject({ backgroundColor: ['rgba(255, 193, 7, 1)', 'rgba(220, 53, 69, 1)'], borderColor: theme.surface });
});
