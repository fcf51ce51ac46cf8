import {
  cardAnalyticsNames,
  cardAnalyticsSchemas,
  cardColors,
  cardPeriodNames,
  cardStatisticsNames,
  figureFormats,
  type CardAnalyticsResponses,
  type ChartSeries,
  type StatisticCard,
  validate,
} from '@console/contracts';
import { mockApi } from '../../test-kit';
import { cardFaultsKey } from './faults';
import { cardsDomain } from '.';

const { get } = mockApi(() => [cardsDomain()]);
async function analytics<N extends keyof CardAnalyticsResponses>(name: N, query = '') {
  const { status, body } = await get(`/card/card-analytics/${name}${query}`);
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
  'goal-overview': ['title', 'goalHours', 'completedHours', 'inProgressHours', 'completedPercent'],
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
    expect(card).toMatchObject({ title: 'Revenue Report', total: 1_438_000, budget: 528_000 });
  });

  it.each(['2020', '2019', '2018'])("revenue-report's %s earnings and budget are its bars' sums (in thousands)", async (year) => {
    const card = await analytics('revenue-report', `?year=${year}`);
    expect(card.total).toBe(sum(card.series[0]?.data ?? []) * 1000);
    expect(card.budget).toBe(sum(card.budgetSeries[0]?.data ?? []) * 1000);
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
    expect(goal).toEqual({ title: 'Watch-Hour Goal', goalHours: 1_000_000, completedHours: 786_617, inProgressHours: 13_561, completedPercent: 79 });
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

describe('analytics cards per period and year (docs/api/cards.md)', () => {
  const asked = async <N extends keyof CardAnalyticsResponses>(name: N, query: string) => {
    const { status, body } = await get(`/card/card-analytics/${name}?${query}`);
    expect(status).toBe(200);
    return body as CardAnalyticsResponses[N];
  };

  it('answers each period of every period card with its own figures, the default being Last 28 Days', async () => {
    for (const name of cardPeriodNames) {
      const answers = await Promise.all(periods.map((period) => asked(name, `period=${encodeURIComponent(period)}`)));
      expect(await analytics(name)).toEqual(answers[0]);
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(periods.length);
      expect(answers.every((answer) => 'last_days' in answer && answer.last_days.length === 3)).toBe(true);
    }
  });

  it('keeps every card valid against its schema for every period and year', async () => {
    for (const name of cardAnalyticsNames) {
      for (const query of [...periods.map((period) => `period=${encodeURIComponent(period)}`), 'year=2019', 'year=2018']) {
        expect(validate(cardAnalyticsSchemas[name], await asked(name, query))).toMatchObject({ ok: true });
      }
    }
  });

  it('scales volumes with the period and keeps totals and shares consistent', async () => {
    const month = await asked('product-orders', 'period=Last%20Month');
    const year = await asked('product-orders', 'period=Last%20Year');
    expect(year.total).toBeGreaterThan(month.total);
    expect(year.total).toBe(sum(year.segments.map((segment) => segment.value)));
    const devices = (await asked('sessions-device', 'period=Last%20Year')).devices;
    expect(sum(devices.map((device) => device.usagePercent))).toBe(100);
    const tickets = await asked('support-tracker', 'period=Last%20Year');
    expect(tickets.totalTickets).toBe(Math.round(164 * 13.04));
  });

  it('answers the revenue report of the year asked', async () => {
    const [latest, earlier, earliest] = await Promise.all(['2020', '2019', '2018'].map((year) => asked('revenue-report', `year=${year}`)));
    expect(latest).toEqual(await analytics('revenue-report'));
    expect(earlier!.total).toBeLessThan(latest!.total);
    expect(earliest!.total).toBeLessThan(earlier!.total);
    expect(earlier!.years).toEqual(['2020', '2019', '2018']);
  });

  it('reads an unknown period or year as the default, like the other lists (never a 400)', async () => {
    expect(await asked('customers', 'period=Last%20Decade')).toEqual(await analytics('customers'));
    expect(await asked('revenue-report', 'year=1999')).toEqual(await analytics('revenue-report'));
  });
});

describe('the fault seam: localStorage mockCardFaults', () => {
  afterEach(() => localStorage.removeItem(cardFaultsKey));

  it('answers 500 for the listed cards only, and everything again once cleared', async () => {
    localStorage.setItem(cardFaultsKey, 'card-statistics/sales, card-analytics/revenue-report');
    expect(await get('/card/card-statistics/sales')).toEqual({ status: 500, body: { message: 'The card card-statistics/sales failed (mockCardFaults is set).' } });
    expect((await get('/card/card-analytics/revenue-report?year=2019')).status).toBe(500);
    expect((await get('/card/card-statistics/orders')).status).toBe(200);
    expect((await get('/card/card-analytics/revenue')).status).toBe(200);
    localStorage.removeItem(cardFaultsKey);
    expect((await get('/card/card-statistics/sales')).status).toBe(200);
  });

  it('fails every card with *, but an unknown card is still 404', async () => {
    localStorage.setItem(cardFaultsKey, '*');
    expect((await get('/card/card-analytics/customers')).status).toBe(500);
    expect((await get('/card/card-statistics/newsletter')).status).toBe(500);
    expect((await get('/card/card-statistics/nothing')).status).toBe(404);
  });
});
