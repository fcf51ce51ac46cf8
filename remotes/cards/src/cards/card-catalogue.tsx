import type { ComponentType } from 'react';
import { queryKeys, type CardAnalyticsName, type CardStatisticsName } from '@console/contracts';
import type en from '../i18n/en';
import type { CardSize, DashboardCard } from '../pages/dashboard-cards';
import { AvgSessionsCard } from './analytics/avg-sessions-card';
import { CustomersCard } from './analytics/customers-card';
import { GoalOverviewCard } from './analytics/goal-overview-card';
import { ProductOrdersCard } from './analytics/product-orders-card';
import { RevenueCard } from './analytics/revenue-card';
import { RevenueReportCard } from './analytics/revenue-report-card';
import { SessionsDeviceCard } from './analytics/sessions-device-card';
import { SupportTrackerCard } from './analytics/support-tracker-card';
import { StatisticCard, statisticCharts } from './statistics/statistic-card';

export type { CardSize } from '../pages/dashboard-cards';

export interface CatalogueEntry {
  /** The card's call: `analytics/<name>` or `statistics/<name>`. */
  id: string;
  /** Its name's key in the texts (a title before its answer arrives, and in its error). */
  nameKey: `names.analytics.${keyof typeof en.names.analytics}` | `names.statistics.${keyof typeof en.names.statistics}`;
  Card: ComponentType;
  size: CardSize;
  /** The start of the card's query keys (every period and year of it), so Retry can ask the server again. */
  queryKey: readonly unknown[];
}

const analytics: Record<CardAnalyticsName, Omit<CatalogueEntry, 'id' | 'queryKey'>> = {
  'avg-sessions': { nameKey: 'names.analytics.avgSessions', Card: AvgSessionsCard, size: 'half' },
  'support-tracker': { nameKey: 'names.analytics.supportTracker', Card: SupportTrackerCard, size: 'half' },
  'revenue-report': { nameKey: 'names.analytics.revenueReport', Card: RevenueReportCard, size: 'wide' },
  'goal-overview': { nameKey: 'names.analytics.goalOverview', Card: GoalOverviewCard, size: 'medium' },
  revenue: { nameKey: 'names.analytics.revenue', Card: RevenueCard, size: 'full' },
  'product-orders': { nameKey: 'names.analytics.productOrders', Card: ProductOrdersCard, size: 'medium' },
  'sessions-device': { nameKey: 'names.analytics.sessionsDevice', Card: SessionsDeviceCard, size: 'medium' },
  customers: { nameKey: 'names.analytics.customers', Card: CustomersCard, size: 'medium' },
};

/** A dashboard's card (pages/dashboard-cards.ts) as the grid draws it. */
export const dashboardEntry = (card: DashboardCard): CatalogueEntry => (card.kind === 'analytics' ? analyticsCard(card.name, card.size) : statisticsCard(card.name, card.size));

/** The analytics card `name`, at its usual size (or another). */
export function analyticsCard(name: CardAnalyticsName, size?: CardSize): CatalogueEntry {
  const entry = analytics[name];
  // Without its period: a prefix of every choice's key (queryKeys.cards.analytics adds the query last).
  const queryKey = queryKeys.cards.analytics(name).slice(0, -1);
  return { id: `analytics/${name}`, ...entry, size: size ?? entry.size, queryKey };
}

// One component per statistics card, made once (a component's identity must not change between renders).
const statisticComponents = new Map<CardStatisticsName, ComponentType>();

/** The statistics card `name`, small unless said otherwise. */
export function statisticsCard(name: CardStatisticsName, size: CardSize = 'small'): CatalogueEntry {
  let Card = statisticComponents.get(name);
  if (!Card) {
    Card = function OneStatisticCard() {
      return <StatisticCard card={name} />;
    };
    statisticComponents.set(name, Card);
  }
  return { id: `statistics/${name}`, nameKey: `names.statistics.${statisticCharts[name].nameKey}`, Card, size, queryKey: queryKeys.cards.statistics(name) };
}
