import * as v from 'valibot';
import { anyNumber, choice, define, fields, listOf, numberFrom, requiredText, wholeNumber } from './schema-kit';

/** Spec §7 analytics cards: GET /card/card-analytics/{name}. */
export const cardAnalyticsNames = [
  'support-tracker', 'avg-sessions', 'revenue-report', 'goal-overview', 'revenue', 'product-orders', 'sessions-device', 'customers',
] as const;
export type CardAnalyticsName = (typeof cardAnalyticsNames)[number];

/** Spec §7 statistics cards: GET /card/card-statistics/{name}. */
export const cardStatisticsNames = [
  'orders-bar-chart', 'profit-line-chart', 'subscribers', 'revenue', 'sales', 'orders', 'site-traffic', 'active-users', 'newsletter',
] as const;
export type CardStatisticsName = (typeof cardStatisticsNames)[number];

/** The period selector of the cards that have one (exact template strings). */
export const cardPeriods = ['Last 28 Days', 'Last Month', 'Last Year'] as const;
export type CardPeriod = (typeof cardPeriods)[number];

/** The revenue report's year selector (exact template strings). */
export const revenueReportYears = ['2020', '2019', '2018'] as const;
export type RevenueReportYear = (typeof revenueReportYears)[number];

/** Theme colours a card may give a series or a segment. */
export const cardColors = ['primary', 'secondary', 'success', 'info', 'warning', 'danger'] as const;
export type CardColor = (typeof cardColors)[number];

/** How the UI should format a figure (the mock sends plain numbers; dollars for currency). */
export const figureFormats = ['count', 'currency', 'percent', 'hours', 'minutes'] as const;
export type FigureFormat = (typeof figureFormats)[number];

const percent = /* @__PURE__ */ define(() => v.pipe(numberFrom(0), v.maxValue(100, 'common.errors.invalid')));
const periods = /* @__PURE__ */ define(() => listOf(choice(cardPeriods)));

/** One chart series, in the order of the card's categories (when it has them). */
export const ChartSeriesSchema = /* @__PURE__ */ define(() => fields({ name: requiredText(), data: listOf(anyNumber()) }));
export type ChartSeries = v.InferOutput<typeof ChartSeriesSchema>;

/** One slice of a donut, pie or radial chart. */
export const CardSegmentSchema = /* @__PURE__ */ define(() => fields({ name: requiredText(), value: numberFrom(0), color: choice(cardColors) }));
export type CardSegment = v.InferOutput<typeof CardSegmentSchema>;

/** One progress bar under a chart. */
export const CardProgressSchema = /* @__PURE__ */ define(() =>
  fields({
    label: requiredText(),
    value: numberFrom(0),
    format: choice(figureFormats),
    /** How full the bar is, 0 to 100. */
    percent,
  }),
);
export type CardProgress = v.InferOutput<typeof CardProgressSchema>;

/** support-tracker: viewer support tickets with a completed-ratio radial chart. */
export const SupportTrackerCardSchema = /* @__PURE__ */ define(() =>
  fields({
    title: requiredText(),
    last_days: periods,
    totalTickets: wholeNumber(),
    newTickets: wholeNumber(),
    openTickets: wholeNumber(),
    responseTimeDays: numberFrom(0),
    completedPercent: percent,
  }),
);
export type SupportTrackerCard = v.InferOutput<typeof SupportTrackerCardSchema>;

/** avg-sessions: average watch sessions, a weekly bar chart and goal progress bars. */
export const AvgSessionsCardSchema = /* @__PURE__ */ define(() =>
  fields({
    title: requiredText(),
    last_days: periods,
    sessions: wholeNumber(),
    growthPercent: anyNumber(),
    categories: listOf(requiredText()),
    series: listOf(ChartSeriesSchema),
    progress: listOf(CardProgressSchema),
  }),
);
export type AvgSessionsCard = v.InferOutput<typeof AvgSessionsCardSchema>;

/** revenue-report: monthly earning and expense bars (thousands of dollars) and a budget line. */
export const RevenueReportCardSchema = /* @__PURE__ */ define(() =>
  fields({
    title: requiredText(),
    years: listOf(choice(revenueReportYears)),
    categories: listOf(requiredText()),
    series: listOf(ChartSeriesSchema),
    total: numberFrom(0),
    budget: numberFrom(0),
    budgetSeries: listOf(ChartSeriesSchema),
  }),
);
export type RevenueReportCard = v.InferOutput<typeof RevenueReportCardSchema>;

/** goal-overview: watch hours against the goal, as a radial chart. */
export const GoalOverviewCardSchema = /* @__PURE__ */ define(() =>
  fields({ title: requiredText(), goalHours: numberFrom(0), completedHours: numberFrom(0), inProgressHours: numberFrom(0), completedPercent: percent }),
);
export type GoalOverviewCard = v.InferOutput<typeof GoalOverviewCardSchema>;

/** revenue: this month's ad revenue against last month's, day by day (dollars). */
export const RevenueCardSchema = /* @__PURE__ */ define(() =>
  fields({
    title: requiredText(),
    thisMonth: numberFrom(0),
    lastMonth: numberFrom(0),
    categories: listOf(requiredText()),
    series: listOf(ChartSeriesSchema),
  }),
);
export type RevenueCard = v.InferOutput<typeof RevenueCardSchema>;

/** product-orders: merchandise orders by state (radial chart); total is the sum of the segments. */
export const ProductOrdersCardSchema = /* @__PURE__ */ define(() =>
  v.pipe(
    fields({ title: requiredText(), last_days: periods, total: numberFrom(0), segments: listOf(CardSegmentSchema) }),
    v.check(({ total, segments }) => segments.reduce((sum, segment) => sum + segment.value, 0) === total, 'common.errors.invalid'),
  ),
);
export type ProductOrdersCard = v.InferOutput<typeof ProductOrdersCardSchema>;

/** One device row of sessions-device. */
export const DeviceShareSchema = /* @__PURE__ */ define(() =>
  fields({
    name: requiredText(),
    usagePercent: percent,
    /** Against the previous period; negative when it fell. */
    changePercent: anyNumber(),
    color: choice(cardColors),
  }),
);
export type DeviceShare = v.InferOutput<typeof DeviceShareSchema>;

/** sessions-device: views by device (donut chart); usage adds up to 100. */
export const SessionsDeviceCardSchema = /* @__PURE__ */ define(() =>
  fields({
    title: requiredText(),
    last_days: periods,
    devices: v.pipe(
      listOf(DeviceShareSchema),
      v.check((devices) => devices.reduce((sum, device) => sum + device.usagePercent, 0) === 100, 'common.errors.invalid'),
    ),
  }),
);
export type SessionsDeviceCard = v.InferOutput<typeof SessionsDeviceCardSchema>;

/** customers: the audience by kind (pie chart). */
export const CustomersCardSchema = /* @__PURE__ */ define(() => fields({ title: requiredText(), last_days: periods, segments: listOf(CardSegmentSchema) }));
export type CustomersCard = v.InferOutput<typeof CustomersCardSchema>;

/** The schema of each analytics card's answer, by name. */
export const cardAnalyticsSchemas = /* @__PURE__ */ define(() => ({
  'support-tracker': SupportTrackerCardSchema,
  'avg-sessions': AvgSessionsCardSchema,
  'revenue-report': RevenueReportCardSchema,
  'goal-overview': GoalOverviewCardSchema,
  revenue: RevenueCardSchema,
  'product-orders': ProductOrdersCardSchema,
  'sessions-device': SessionsDeviceCardSchema,
  customers: CustomersCardSchema,
}));

/** The answer of each analytics card, by name. */
export type CardAnalyticsResponses = { [N in CardAnalyticsName]: v.InferOutput<(typeof cardAnalyticsSchemas)[N]> };
/** GET /card/card-analytics/{name} answer. */
export type CardAnalyticsResponse<N extends CardAnalyticsName = CardAnalyticsName> = CardAnalyticsResponses[N];

/** Every statistics card: one headline figure and a small chart. */
export const StatisticCardSchema = /* @__PURE__ */ define(() =>
  fields({ title: requiredText(), value: numberFrom(0), format: choice(figureFormats), color: choice(cardColors), series: listOf(ChartSeriesSchema) }),
);
export type StatisticCard = v.InferOutput<typeof StatisticCardSchema>;
/** GET /card/card-statistics/{name} answer (the same shape for every name). */
export type CardStatisticsResponse = StatisticCard;

/** The analytics cards with a period selector (their answer lists the periods in `last_days`). */
export const cardPeriodNames = ['support-tracker', 'avg-sessions', 'product-orders', 'sessions-device', 'customers'] as const satisfies readonly CardAnalyticsName[];
export type CardPeriodName = (typeof cardPeriodNames)[number];

/**
 * What an analytics card call may ask for (docs/api/cards.md): `?period=` one of `cardPeriods`
 * for the cards with a period selector, `?year=` one of `revenueReportYears` for the revenue
 * report. Absent, the first of each (Last 28 Days, 2020).
 */
export interface CardAnalyticsQuery {
  period?: CardPeriod;
  year?: RevenueReportYear;
}

/** Cache keys of the card calls: one per card and the parameters it was asked with. */
export const cardsQueryKeys = {
  all: ['cards'] as const,
  analytics: (name: CardAnalyticsName, query: CardAnalyticsQuery = {}) => ['cards', 'analytics', name, query] as const,
  statistics: (name: CardStatisticsName) => ['cards', 'statistics', name] as const,
};
