import { PageHeader } from '@console/ui';
import { dashboardEntry } from '../cards/card-catalogue';
import { CardGrid } from '../components/card-grid';
import { useCardsT } from '../i18n/use-cards-t';
import { ecommerceDashboardCards } from './dashboard-cards';

const cards = ecommerceDashboardCards.map(dashboardEntry);

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
