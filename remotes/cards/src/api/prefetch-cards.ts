import { cardPeriodNames, type CardAnalyticsName, type CardAnalyticsQuery, type PagePrefetch } from '@console/contracts';
import { cardPeriodIn, reportYearIn } from '../hooks/use-card-choice';
import { analyticsCardQuery, statisticsCardQuery } from '../hooks/use-card-query';
import { analyticsDashboardCards, ecommerceDashboardCards, type DashboardCard } from '../pages/dashboard-cards';

const isPeriodCard = (name: CardAnalyticsName): name is (typeof cardPeriodNames)[number] => (cardPeriodNames as readonly string[]).includes(name);

/** What an analytics card asks for with this query string: its period, the report's year, or nothing. */
function analyticsQueryIn(name: CardAnalyticsName, search: URLSearchParams): CardAnalyticsQuery {
  if (isPeriodCard(name)) return { period: cardPeriodIn(search, name) };
  if (name === 'revenue-report') return { year: reportYearIn(search) };
  return {};
}

function prefetchCards(cards: readonly DashboardCard[], { search, queries }: PagePrefetch): Promise<unknown> {
  return Promise.all(
    cards.map((card) => queries.prefetchQuery(card.kind === 'statistics' ? statisticsCardQuery(card.name) : analyticsCardQuery(card.name, analyticsQueryIn(card.name, search)))),
  );
}

const dashboards = { analytics: analyticsDashboardCards, ecommerce: ecommerceDashboardCards };

/** A dashboard's cards' data, asked for while the dashboard's code loads (RemoteRoute.prefetch). */
export const prefetchDashboard = (dashboard: keyof typeof dashboards, context: PagePrefetch) => prefetchCards(dashboards[dashboard], context);
