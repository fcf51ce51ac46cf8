import type { CardAnalyticsResponses, StatisticCard } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { cardsDomain } from '.';

// Figures that two places show, or that a share is computed from, must agree (a browser audit
// found 83% completed beside 58 open tickets of 164, and two goals for one watch-hour gauge).
const { get } = mockApi(() => [cardsDomain()]);
async function analytics<N extends keyof CardAnalyticsResponses>(name: N, period?: string) {
  const { status, body } = await get(`/card/card-analytics/${name}${period ? `?period=${encodeURIComponent(period)}` : ''}`);
  expect(status).toBe(200);
  return body as CardAnalyticsResponses[N];
}
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

it.each([
  ['Last 28 Days', 164, 58, 65],
  ['Last Month', 182, 64, 65],
  ['Last Year', 2139, 756, 65],
])('support tracker, %s: the completed share is the tickets not open, of all', async (period, total, open, percent) => {
  const card = await analytics('support-tracker', period);
  expect(card).toMatchObject({ totalTickets: total, openTickets: open, completedPercent: percent });
  expect(card.completedPercent).toBe(Math.round(((card.totalTickets - card.openTickets) / card.totalTickets) * 100));
});

it('one watch-hour goal: the goal card’s share reached is the hours completed against the sessions card’s goal', async () => {
  const goalCard = await analytics('goal-overview');
  for (const period of ['Last 28 Days', 'Last Month', 'Last Year']) {
    const goalBar = (await analytics('avg-sessions', period)).progress.find((bar) => bar.label === 'Watch-hour goal');
    expect(goalBar).toMatchObject({ value: goalCard.goalHours, format: 'hours', percent: goalCard.completedPercent });
  }
  expect(goalCard.completedPercent).toBe(Math.round((goalCard.completedHours / goalCard.goalHours) * 100));
  expect(goalCard).toMatchObject({ goalHours: 1_000_000, completedPercent: 79 });
});

it('merch orders: the statistics card is the analytics card’s Last 28 Days, its weeks adding up to it', async () => {
  const analyticsCard = await analytics('product-orders', 'Last 28 Days');
  const statistic = (await get('/card/card-statistics/orders-bar-chart')).body as StatisticCard;
  expect(statistic.title).toBe(analyticsCard.title);
  expect(statistic.value).toBe(analyticsCard.total);
  expect(statistic.value).toBe(42_459);
  expect(statistic.series[0]?.data).toHaveLength(4);
  expect(sum(statistic.series[0]?.data ?? [])).toBe(statistic.value);
});
