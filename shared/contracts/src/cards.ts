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

/** One chart series, in the order of the card's categories (when it has them). */
export interface ChartSeries { name: string; data: number[] }

/** One slice of a donut, pie or radial chart. */
export interface CardSegment { name: string; value: number; color: CardColor }

/** One progress bar under a chart. */
export interface CardProgress {
  label: string;
  value: number;
  format: FigureFormat;
  /** How full the bar is, 0 to 100. */
  percent: number;
}

/** support-tracker: viewer support tickets with a completed-ratio radial chart. */
export interface SupportTrackerCard {
  title: string;
  last_days: CardPeriod[];
  totalTickets: number;
  newTickets: number;
  openTickets: number;
  responseTimeDays: number;
  completedPercent: number;
}

/** avg-sessions: average watch sessions, a weekly bar chart and goal progress bars. */
export interface AvgSessionsCard {
  title: string;
  last_days: CardPeriod[];
  sessions: number;
  growthPercent: number;
  categories: string[];
  series: ChartSeries[];
  progress: CardProgress[];
}

/** revenue-report: monthly earning and expense bars (thousands of dollars) and a budget line. */
export interface RevenueReportCard {
  title: string;
  years: RevenueReportYear[];
  categories: string[];
  series: ChartSeries[];
  total: number;
  budget: number;
  budgetSeries: ChartSeries[];
}

/** goal-overview: watch hours against the goal, as a radial chart. */
export interface GoalOverviewCard {
  title: string;
  completedHours: number;
  inProgressHours: number;
  completedPercent: number;
}

/** revenue: this month's ad revenue against last month's, day by day (dollars). */
export interface RevenueCard {
  title: string;
  thisMonth: number;
  lastMonth: number;
  categories: string[];
  series: ChartSeries[];
}

/** product-orders: merchandise orders by state (radial chart); total is the sum of the segments. */
export interface ProductOrdersCard {
  title: string;
  last_days: CardPeriod[];
  total: number;
  segments: CardSegment[];
}

/** One device row of sessions-device. */
export interface DeviceShare {
  name: string;
  usagePercent: number;
  /** Against the previous period; negative when it fell. */
  changePercent: number;
  color: CardColor;
}

/** sessions-device: views by device (donut chart); usage adds up to 100. */
export interface SessionsDeviceCard {
  title: string;
  last_days: CardPeriod[];
  devices: DeviceShare[];
}

/** customers: the audience by kind (pie chart). */
export interface CustomersCard {
  title: string;
  last_days: CardPeriod[];
  segments: CardSegment[];
}

/** The answer of each analytics card, by name. */
export interface CardAnalyticsResponses {
  'support-tracker': SupportTrackerCard;
  'avg-sessions': AvgSessionsCard;
  'revenue-report': RevenueReportCard;
  'goal-overview': GoalOverviewCard;
  revenue: RevenueCard;
  'product-orders': ProductOrdersCard;
  'sessions-device': SessionsDeviceCard;
  customers: CustomersCard;
}
/** GET /card/card-analytics/{name} answer. */
export type CardAnalyticsResponse<N extends CardAnalyticsName = CardAnalyticsName> = CardAnalyticsResponses[N];

/** Every statistics card: one headline figure and a small chart. */
export interface StatisticCard {
  title: string;
  value: number;
  format: FigureFormat;
  color: CardColor;
  series: ChartSeries[];
}
/** GET /card/card-statistics/{name} answer (the same shape for every name). */
export type CardStatisticsResponse = StatisticCard;
