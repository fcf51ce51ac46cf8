import {
  cardPeriods,
  revenueReportYears,
  type CardAnalyticsName,
  type CardAnalyticsQuery,
  type CardAnalyticsResponses,
  type CardPeriod,
  type CardProgress,
  type ChartSeries,
  type DeviceShare,
  type RevenueReportYear,
} from '@console/contracts/src/cards';
import { analyticsCards } from './analytics-data';
import { wholePercent } from './shares';

/** Tickets, orders and viewers over each period, against the 28 days the fixed figures describe. */
const periodVolume: Record<CardPeriod, number> = { 'Last 28 Days': 1, 'Last Month': 1.11, 'Last Year': 13.04 };
/** The studio's earnings of each year against 2020's. */
const yearVolume: Record<RevenueReportYear, number> = { '2020': 1, '2019': 0.84, '2018': 0.67 };

// Figures that are averages, not volumes: fixed per period (usage adds up to 100). The support
// tracker's completed share is not among them: it follows from the period's ticket counts.
const responseTimeDays: Record<CardPeriod, number> = { 'Last 28 Days': 1, 'Last Month': 1.5, 'Last Year': 2 };
const averageSessions: Record<CardPeriod, { sessions: number; growthPercent: number }> = {
  'Last 28 Days': { sessions: 2740, growthPercent: 5.2 },
  'Last Month': { sessions: 2655, growthPercent: -1.8 },
  'Last Year': { sessions: 2512, growthPercent: 12.4 },
};
const deviceShares: Record<CardPeriod, Pick<DeviceShare, 'usagePercent' | 'changePercent'>[]> = {
  'Last 28 Days': [
    { usagePercent: 46.2, changePercent: 3.1 },
    { usagePercent: 38.4, changePercent: 6.8 },
    { usagePercent: 15.4, changePercent: -2.4 },
  ],
  'Last Month': [
    { usagePercent: 47.5, changePercent: 1.2 },
    { usagePercent: 35.1, changePercent: 4.3 },
    { usagePercent: 17.4, changePercent: -0.9 },
  ],
  'Last Year': [
    { usagePercent: 49.3, changePercent: 8.6 },
    { usagePercent: 33.5, changePercent: 15.2 },
    { usagePercent: 17.2, changePercent: -6.1 },
  ],
};

const scale = (value: number, factor: number) => Math.round(value * factor);
const scaleSeries = (series: ChartSeries[], factor: number) => series.map((one) => ({ ...one, data: one.data.map((value) => scale(value, factor)) }));

/** The period a query names, or the first (the template's default) for anything else. */
export function periodFrom(raw: string): CardPeriod {
  return cardPeriods.find((period) => period === raw) ?? cardPeriods[0];
}

/** The revenue report's year a query names, or the latest for anything else. */
export function yearFrom(raw: string): RevenueReportYear {
  return revenueReportYears.find((year) => year === raw) ?? revenueReportYears[0];
}

/** Each analytics card for a period (and the revenue report for a year), derived from the fixed figures. */
const derive: { [N in CardAnalyticsName]: (card: CardAnalyticsResponses[N], query: Required<CardAnalyticsQuery>) => CardAnalyticsResponses[N] } = {
  'support-tracker': (card, { period }) => {
    const totalTickets = scale(card.totalTickets, periodVolume[period]);
    const openTickets = scale(card.openTickets, periodVolume[period]);
    return {
      ...card,
      totalTickets,
      newTickets: scale(card.newTickets, periodVolume[period]),
      openTickets,
      responseTimeDays: responseTimeDays[period],
      completedPercent: wholePercent(totalTickets - openTickets, totalTickets),
    };
  },
  'avg-sessions': (card, { period }) => {
    const { sessions, growthPercent } = averageSessions[period];
    const viewers = (bar: CardProgress) => (bar.label === 'Viewers' ? { ...bar, value: scale(bar.value, periodVolume[period]) } : bar);
    return { ...card, sessions, growthPercent, series: scaleSeries(card.series, sessions / card.sessions), progress: card.progress.map(viewers) };
  },
  'revenue-report': (card, { year }) => {
    const series = scaleSeries(card.series, yearVolume[year]);
    const budgetSeries = scaleSeries(card.budgetSeries, yearVolume[year]);
    // The figures are the bars' sums (bars in thousands of dollars): the card's totals and its
    // charts never contradict each other.
    const thousandsOf = (bars: { data: readonly number[] } | undefined) => (bars?.data ?? []).reduce((sum, value) => sum + value, 0) * 1000;
    return { ...card, series, budgetSeries, total: thousandsOf(series[0]), budget: thousandsOf(budgetSeries[0]) };
  },
  'goal-overview': (card) => card,
  revenue: (card) => card,
  'product-orders': (card, { period }) => {
    const segments = card.segments.map((segment) => ({ ...segment, value: scale(segment.value, periodVolume[period]) }));
    return { ...card, segments, total: segments.reduce((sum, segment) => sum + segment.value, 0) };
  },
  'sessions-device': (card, { period }) => ({
    ...card,
    devices: card.devices.map((device, index) => ({ ...device, ...deviceShares[period][index] })),
  }),
  customers: (card, { period }) => ({ ...card, segments: card.segments.map((segment) => ({ ...segment, value: scale(segment.value, periodVolume[period]) })) }),
};

/** The analytics card `name` as asked: `?period=` and `?year=` (docs/api/cards.md). */
export function analyticsCardFor<N extends CardAnalyticsName>(name: N, query: Required<CardAnalyticsQuery>): CardAnalyticsResponses[N] {
  return derive[name](analyticsCards[name], query);
}
