import { PageHeader } from '@console/ui';
import { analyticsCard, statisticsCard } from '../cards/card-catalogue';
import { CardGrid } from '../components/card-grid';
import { useCardsT } from '../i18n/use-cards-t';

// Rows of 12 columns on a wide screen; one card a row on a phone.
const cards = [
  statisticsCard('orders-bar-chart'),
  statisticsCard('profit-line-chart'),
  statisticsCard('revenue'),
  statisticsCard('sales'),
  analyticsCard('revenue-report', 'wide'),
  analyticsCard('goal-overview', 'medium'),
  analyticsCard('revenue', 'half'),
  analyticsCard('customers', 'half'),
];

/** The revenue dashboard: orders, profit, ad revenue and sales, the year's report, the watch-hour goal. */
export default function EcommerceDashboardPage() {
  const t = useCardsT();
  return (
    <>
      <PageHeader title={t('pages.ecommerceDashboard')} />
      <CardGrid cards={cards} />
    </>
  );
}
