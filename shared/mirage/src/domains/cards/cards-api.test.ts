import {
  cardAnalyticsNames,
  cardColors,
  cardStatisticsNames,
  figureFormats,
  type CardAnalyticsResponses,
  type ChartSeries,
  type StatisticCard,
} from '@console/contracts';
import { mockApi } from '../../test-kit';
import { cardsDomain } from '.';

const { get } = mockApi(() => [cardsDomain()]);
async function analytics<N extends keyof CardAnalyticsResponses>(name: N) {
  const { status, body } = await get(`/card/card-analytics/${name}`);
  expect(status).toBe(200);
  return body as CardAnalyticsResponses[N];
}
const periods = ['Last 28 Days', 'Last Month', 'Last Year'];
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const expectSeries = (series: ChartSeries[], names: string[], length?: number) => {
  expect(series.map((one) => one.name)).toEqual(names);
  for (const one of series) {
    expect(one.data.every((value) => typeof value === 'number')).toBe(true);
    expect(one.data.length).toBe(length ?? one.data.length);
    expect(one.data.length).toBeGreaterThan(2);
  }
};

// The documented keys of each analytics card; `last_days` marks the ones with a period selector.
const analyticsKeys: Record<keyof CardAnalyticsResponses, string[]> = {
  'support-tracker': ['title', 'last_days', 'totalTickets', 'newTickets', 'openTickets', 'responseTimeDays', 'completedPercent'],
  'avg-sessions': ['title', 'last_days', 'sessions', 'growthPercent', 'categories', 'series', 'progress'],
  'revenue-report': ['title', 'years', 'categories', 'series', 'total', 'budget', 'budgetSeries'],
  'goal-overview': ['title', 'completedHours', 'inProgressHours', 'completedPercent'],
  revenue: ['title', 'thisMonth', 'lastMonth', 'categories', 'series'],
  'product-orders': ['title', 'last_days', 'total', 'segments'],
  'sessions-device': ['title', 'last_days', 'devices'],
  customers: ['title', 'last_days', 'segments'],
};

describe('GET /card/card-analytics/{name}', () => {
  it.each(cardAnalyticsNames)('%s answers 200 with its documented keys and the exact period labels', async (name) => {
    const body = (await analytics(name)) as unknown as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([...analyticsKeys[name]].sort());
    expect(typeof body.title).toBe('string');
    if ('last_days' in body) expect(body.last_days).toEqual(periods);
  });

  it('revenue-report offers exactly the years 2020, 2019, 2018 and monthly series', async () => {
    const card = await analytics('revenue-report');
    expect(card.years).toEqual(['2020', '2019', '2018']);
    expectSeries(card.series, ['Earning', 'Expense'], card.categories.length);
    expectSeries(card.budgetSeries, ['Budget', 'Spent'], card.categories.length);
    expect(card).toMatchObject({ title: 'Revenue Report', total: 25_852, budget: 56_800 });
  });

  it('gives the charts consistent figures', async () => {
    const sessions = await analytics('avg-sessions');
    expectSeries(sessions.series, ['Sessions'], sessions.categories.length);
    expect(sessions.progress.every((bar) => figureFormats.includes(bar.format) && bar.percent >= 0 && bar.percent <= 100)).toBe(true);
    const revenue = await analytics('revenue');
    expectSeries(revenue.series, ['This Month', 'Last Month'], revenue.categories.length);
    const orders = await analytics('product-orders');
    expect(orders.total).toBe(sum(orders.segments.map((segment) => segment.value)));
    const devices = (await analytics('sessions-device')).devices;
    expect(sum(devices.map((device) => device.usagePercent))).toBeCloseTo(100);
    expect(devices.map((device) => device.name)).toEqual(['Smart TV', 'Mobile', 'Desktop']);
    const audience = (await analytics('customers')).segments;
    expect(audience.every((segment) => cardColors.includes(segment.color) && segment.value > 0)).toBe(true);
    const tracker = await analytics('support-tracker');
    expect(tracker.openTickets + tracker.newTickets).toBeLessThanOrEqual(tracker.totalTickets);
    const goal = await analytics('goal-overview');
    expect(goal).toEqual({ title: 'Watch-Hour Goal', completedHours: 786_617, inProgressHours: 13_561, completedPercent: 83 });
  });

  it.each(['unknown', 'constructor', 'orders-bar-chart'])('answers 404 { message } for %s', async (name) => {
    expect(await get(`/card/card-analytics/${name}`)).toEqual({ status: 404, body: { message: `Analytics card ${name} was not found.` } });
  });
});

describe('GET /card/card-statistics/{name}', () => {
  it.each(cardStatisticsNames)('%s answers 200 with a title, a figure and a series', async (name) => {
    const { status, body } = await get(`/card/card-statistics/${name}`);
    expect(status).toBe(200);
    const card = body as StatisticCard;
    expect(Object.keys(card).sort()).toEqual(['color', 'format', 'series', 'title', 'value']);
    expect(card.title).toEqual(expect.any(String));
    expect(card.value).toBeGreaterThan(0);
    expect(figureFormats).toContain(card.format);
    expect(cardColors).toContain(card.color);
    expectSeries(card.series, [card.series[0]!.name]);
  });

  it('answers the streaming figures the dashboard shows', async () => {
    expect((await get('/card/card-statistics/subscribers')).body).toMatchObject({ title: 'Subscribers Gained', value: 92_600, format: 'count' });
    expect((await get('/card/card-statistics/revenue')).body).toMatchObject({ value: 97_500, format: 'currency' });
    expect((await get('/card/card-statistics/sales')).body).toMatchObject({ value: 36, format: 'percent' });
  });

  it.each(['unknown', 'toString', 'customers'])('answers 404 { message } for %s', async (name) => {
    expect(await get(`/card/card-statistics/${name}`)).toEqual({ status: 404, body: { message: `Statistics card ${name} was not found.` } });
  });
});
