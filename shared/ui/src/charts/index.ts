// Chart helpers shared by the remotes that draw charts (cards, distribution): the brand's colours
// and direction read from CSS, and the visually hidden data table every chart carries. No
// charting library here: each remote brings Chart.js itself (`@console/ui/charts` subpath).
export { useChartTheme, rgba, type ChartTheme } from './chart-theme';
export { ChartTable, type ChartTableProps } from './chart-table';
