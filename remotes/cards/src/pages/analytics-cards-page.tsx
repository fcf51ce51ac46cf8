import { cardAnalyticsNames } from '@console/contracts';
import { PageHeader } from '@console/ui';
import { analyticsCard } from '../cards/card-catalogue';
import { CardGrid } from '../components/card-grid';
import { useCardsT } from '../i18n/use-cards-t';

const cards = cardAnalyticsNames.map((name) => analyticsCard(name));

/** The gallery of every analytics card (spec §7). */
export default function AnalyticsCardsPage() {
  const t = useCardsT();
  return (
    <>
      <PageHeader title={t('pages.analyticsCards')} />
      <CardGrid cards={cards} />
    </>
  );
}
