import { PageHeader } from '@console/ui';
import { analyticsCard, statisticsCard } from '../cards/card-catalogue';
import { CardGrid } from '../components/card-grid';
import { useCardsT } from '../i18n/use-cards-t';

// Rows of 12 columns on a wide screen; one card a row on a phone.
const cards = [
  statisticsCard('subscribers'),
  statisticsCard('orders'),
  analyticsCard('avg-sessions', 'half'),
  analyticsCard('sessions-device', 'medium'),
  analyticsCard('product-orders', 'medium'),
  analyticsCard('customers', 'medium'),
  analyticsCard('support-tracker', 'half'),
  statisticsCard('site-traffic'),
  statisticsCard('active-users'),
];

/** The audience dashboard: viewers, sessions, devices, orders and support. */
export default function AnalyticsDashboardPage() {
  const t = useCardsT();
  return (
    <>
      <PageHeader title={t('pages.analyticsDashboard')} />
      <CardGrid cards={cards} />
    </>
  );
}
