import type { CustomersCard as Card } from '@console/contracts';
import { CardChart } from '../../charts/card-chart';
import { CardFrame } from '../../components/card-frame';
import { FigureList } from '../../components/figure-list';
import { PeriodSelect } from '../../components/period-select';
import { useFigures } from '../../components/use-figures';
import { useCardPeriod } from '../../hooks/use-card-choice';
import { useAnalyticsCard } from '../../hooks/use-card-query';
import { useCardsT } from '../../i18n/use-cards-t';

/** customers: the period's audience by kind, as a pie. */
export function CustomersCard() {
  const t = useCardsT();
  const f = useFigures();
  const name = t('names.analytics.customers');
  const [period] = useCardPeriod('customers');
  const query = useAnalyticsCard('customers', { period });
  return (
    <CardFrame<Card>
      name={name}
      query={query}
      title={(card) => card.title}
      isEmpty={(card) => card.segments.every((segment) => segment.value === 0)}
      actions={<PeriodSelect card="customers" name={query.data?.title ?? name} offered={query.data?.last_days} />}
    >
      {(card) => (
        <>
          <CardChart
            kind="pie"
            caption={t('customers.chart')}
            rowHeader={t('customers.kind')}
            labels={card.segments.map((segment) => segment.name)}
            colors={card.segments.map((segment) => segment.color)}
            series={[{ name: t('customers.count'), data: card.segments.map((segment) => segment.value), color: 'primary' }]}
            format={f.count}
            height={200}
          />
          <FigureList columns={1} figures={card.segments.map((segment) => ({ label: segment.name, value: f.count(segment.value) }))} />
        </>
      )}
    </CardFrame>
  );
}
