import type { ProductOrdersCard as Card } from '@console/contracts';
import { CardChart } from '../../charts/card-chart';
import { CardFrame } from '../../components/card-frame';
import { FigureList } from '../../components/figure-list';
import { PeriodSelect } from '../../components/period-select';
import { useFigures } from '../../components/use-figures';
import { useCardPeriod } from '../../hooks/use-card-choice';
import { useAnalyticsCard } from '../../hooks/use-card-query';
import { useCardsT } from '../../i18n/use-cards-t';

/** product-orders: orders of the period by state, as a ring with the total in the middle. */
export function ProductOrdersCard() {
  const t = useCardsT();
  const f = useFigures();
  const name = t('names.analytics.productOrders');
  const [period] = useCardPeriod('product-orders');
  const query = useAnalyticsCard('product-orders', { period });
  return (
    <CardFrame<Card>
      name={name}
      query={query}
      title={(card) => card.title}
      isEmpty={(card) => card.total === 0}
      actions={<PeriodSelect card="product-orders" name={query.data?.title ?? name} offered={query.data?.last_days} />}
    >
      {(card) => (
        <>
          <CardChart
            kind="donut"
            caption={t('orders.chart')}
            rowHeader={t('orders.status')}
            labels={card.segments.map((segment) => segment.name)}
            colors={card.segments.map((segment) => segment.color)}
            series={[{ name: t('orders.count'), data: card.segments.map((segment) => segment.value), color: 'primary' }]}
            format={f.count}
            height={200}
            center={{ value: f.compact(card.total), label: t('orders.total') }}
          />
          <FigureList
            columns={1}
            figures={[
              { label: t('orders.total'), value: f.count(card.total) },
              ...card.segments.map((segment) => ({ label: segment.name, value: f.count(segment.value) })),
            ]}
          />
        </>
      )}
    </CardFrame>
  );
}
