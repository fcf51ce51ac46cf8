import type { RevenueCard as Card } from '@console/contracts';
import { CardChart } from '../../charts/card-chart';
import { CardFrame } from '../../components/card-frame';
import { FigureList } from '../../components/figure-list';
import { useFigures } from '../../components/use-figures';
import { useAnalyticsCard } from '../../hooks/use-card-query';
import { useCardsT } from '../../i18n/use-cards-t';

/** revenue: this month's revenue against last month's, day by day (a solid and a dashed line). */
export function RevenueCard() {
  const t = useCardsT();
  const f = useFigures();
  const query = useAnalyticsCard('revenue');
  return (
    <CardFrame<Card>
      name={t('names.analytics.revenue')}
      query={query}
      title={(card) => card.title}
      isEmpty={(card) => card.categories.length === 0}
    >
      {(card) => (
        <>
          <FigureList
            figures={[
              { label: t('revenue.thisMonth'), value: <span className="fs-4">{f.money(card.thisMonth)}</span> },
              { label: t('revenue.lastMonth'), value: <span className="fs-4">{f.money(card.lastMonth)}</span> },
            ]}
          />
          <CardChart
            kind="line"
            caption={t('revenue.chart')}
            rowHeader={t('revenue.day')}
            labels={card.categories}
            series={card.series.map((one, index) => ({ name: one.name, data: one.data, color: index === 0 ? 'primary' : 'secondary', dashed: index > 0 }))}
            format={f.compactMoney}
            legend
            height={220}
          />
        </>
      )}
    </CardFrame>
  );
}
