import type { CardAnalyticsName, CardStatisticsName } from '@console/contracts';

/** How wide a card is in the page's grid (columns of 12 at each breakpoint). */
export type CardSize = 'small' | 'medium' | 'half' | 'wide' | 'full';

/** A card on a dashboard, by name: its component comes from the catalogue, its data from its query. */
export type DashboardCard = { kind: 'analytics'; name: CardAnalyticsName; size?: CardSize } | { kind: 'statistics'; name: CardStatisticsName; size?: CardSize };

const analytics = (name: CardAnalyticsName, size?: CardSize): DashboardCard => ({ kind: 'analytics', name, size });
const statistics = (name: CardStatisticsName, size?: CardSize): DashboardCard => ({ kind: 'statistics', name, size });

// Rows of 12 columns on a wide screen; one card a row on a phone. The pages draw these, and their
// prefetch asks for these cards' data (api/prefetch-cards.ts) while the pages' code loads.

/** The audience dashboard: viewers, sessions, devices, orders and support. */
export const analyticsDashboardCards: readonly DashboardCard[] = [
  statistics('subscribers'),
  statistics('orders'),
  analytics('avg-sessions', 'half'),
  analytics('sessions-device', 'medium'),
  analytics('product-orders', 'medium'),
  analytics('customers', 'medium'),
  analytics('support-tracker', 'half'),
  statistics('site-traffic'),
  statistics('active-users'),
];

/** The revenue dashboard: orders, profit, ad revenue and sales, the year's report, the watch-hour goal. */
export const ecommerceDashboardCards: readonly DashboardCard[] = [
  statistics('orders-bar-chart'),
  statistics('profit-line-chart'),
  statistics('revenue'),
  statistics('sales'),
  analytics('revenue-report', 'wide'),
  analytics('goal-overview', 'medium'),
  analytics('revenue', 'half'),
  analytics('customers', 'half'),
];
