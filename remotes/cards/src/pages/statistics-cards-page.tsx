import { cardStatisticsNames } from '@console/contracts';
import { PageHeader } from '@console/ui';
import { statisticsCard } from '../cards/card-catalogue';
import { CardGrid } from '../components/card-grid';
import { useCardsT } from '../i18n/use-cards-t';

const cards = cardStatisticsNames.map((name) => statisticsCard(name));

/** The gallery of every statistics card (spec §7). */
export default function StatisticsCardsPage() {
  const t = useCardsT();
  return (
    <>
      <PageHeader title={t('pages.statisticsCards')} />
      <CardGrid cards={cards} />
    </>
  );
}
