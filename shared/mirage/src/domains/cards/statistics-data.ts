import type { CardStatisticsName, StatisticCard } from '@console/contracts';
import { analyticsCards } from './analytics-data';

// The same merch orders as the analytics card's, over the same Last 28 Days (its default period):
// the total is its segments' sum, by week, the last week holding what the first three leave.
const merchOrders = analyticsCards['product-orders'].segments.reduce((sum, segment) => sum + segment.value, 0);
const firstWeeks = [9_870, 11_240, 10_315];
const merchWeeks = [...firstWeeks, merchOrders - firstWeeks.reduce((sum, value) => sum + value, 0)];

/**
 * The statistics cards: one headline figure each, with a week or half-year of points (merch
 * orders: the four weeks of the Last 28 Days, docs/api/cards.md).
 */
export const statisticsCards: Record<CardStatisticsName, StatisticCard> = {
  'orders-bar-chart': {
    title: 'Merch Orders',
    value: merchOrders,
    format: 'count',
    color: 'warning',
    series: [{ name: 'Orders', data: merchWeeks }],
  },
  'profit-line-chart': {
    title: 'Ad Profit',
    value: 6240,
    format: 'currency',
    color: 'info',
    series: [{ name: 'Profit', data: [0, 820, 310, 1240, 690, 1810] }],
  },
  subscribers: {
    title: 'Subscribers Gained',
    value: 92_600,
    format: 'count',
    color: 'primary',
    series: [{ name: 'Subscribers', data: [28, 40, 36, 52, 38, 60, 55] }],
  },
  revenue: {
    title: 'Ad Revenue Generated',
    value: 97_500,
    format: 'currency',
    color: 'success',
    series: [{ name: 'Revenue', data: [350, 275, 400, 300, 350, 300, 450] }],
  },
  sales: {
    title: 'Ad Inventory Sold',
    value: 36,
    format: 'percent',
    color: 'danger',
    series: [{ name: 'Sold', data: [10, 15, 7, 12, 3, 16] }],
  },
  orders: {
    title: 'Pay-per-View Orders',
    value: 38_400,
    format: 'count',
    color: 'warning',
    series: [{ name: 'Orders', data: [10, 15, 8, 15, 7, 12, 8] }],
  },
  'site-traffic': {
    title: 'Site Traffic',
    value: 287_400,
    format: 'count',
    color: 'primary',
    series: [{ name: 'Page views', data: [150, 200, 125, 225, 200, 250] }],
  },
  'active-users': {
    title: 'Active Viewers',
    value: 659_800,
    format: 'count',
    color: 'success',
    series: [{ name: 'Viewers', data: [750, 1000, 900, 1250, 1000, 1200, 1100] }],
  },
  newsletter: {
    title: 'Newsletter Sign-ups',
    value: 28_700,
    format: 'count',
    color: 'warning',
    series: [{ name: 'Sign-ups', data: [10, 20, 5, 30, 15, 45] }],
  },
};
