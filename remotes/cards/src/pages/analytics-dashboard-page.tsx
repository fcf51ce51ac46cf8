import { PageHeader } from '@console/ui';
import { dashboardEntry } from '../cards/card-catalogue';
import { CardGrid } from '../components/card-grid';
import { useCardsT } from '../i18n/use-cards-t';
import { analyticsDashboardCards } from './dashboard-cards';

const cards = analyticsDashboardCards.map(dashboardEntry);

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
