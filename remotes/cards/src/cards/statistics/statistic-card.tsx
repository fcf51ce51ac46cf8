import type { CardStatisticsName, StatisticCard as Card } from '@console/contracts';
import { CardChart } from '../../charts/card-chart';
import type { ChartKind } from '../../charts/chart-config';
import { CardFrame } from '../../components/card-frame';
import { useFigures } from '../../components/use-figures';
import { useStatisticsCard } from '../../hooks/use-card-query';
import type en from '../../i18n/en';
import { useCardsT } from '../../i18n/use-cards-t';

/**
 * How each statistics card draws its points (they share one answer shape, not one look), and the
 * period its figure covers where a card of another kind shows the same figure with a period: merch
 * orders are the analytics card's Last 28 Days (docs/api/cards.md), and say so.
 */
export const statisticCharts: Record<CardStatisticsName, { kind: ChartKind; nameKey: StatisticNameKey; period?: PeriodKey }> = {
  'orders-bar-chart': { kind: 'bar', nameKey: 'ordersBarChart', period: 'last28Days' },
  'profit-line-chart': { kind: 'line', nameKey: 'profitLineChart' },
  subscribers: { kind: 'area', nameKey: 'subscribers' },
  revenue: { kind: 'area', nameKey: 'revenue' },
  sales: { kind: 'area', nameKey: 'sales' },
  orders: { kind: 'area', nameKey: 'orders' },
  'site-traffic': { kind: 'line', nameKey: 'siteTraffic' },
  'active-users': { kind: 'area', nameKey: 'activeUsers' },
  newsletter: { kind: 'line', nameKey: 'newsletter' },
};
type PeriodKey = keyof (typeof en)['periods'];
type StatisticNameKey = 'ordersBarChart' | 'profitLineChart' | 'subscribers' | 'revenue' | 'sales' | 'orders' | 'siteTraffic' | 'activeUsers' | 'newsletter';

/** A statistics card: its headline figure, in the format the answer names, over a small chart of its points. */
export function StatisticCard({ card: cardName }: { card: CardStatisticsName }) {
  const t = useCardsT();
  const f = useFigures();
  const { kind, nameKey, period } = statisticCharts[cardName];
  const query = useStatisticsCard(cardName);
  return (
    <CardFrame<Card>
      name={t(`names.statistics.${nameKey}`)}
      query={query}
      title={(card) => card.title}
      isEmpty={(card) => card.series.every((one) => one.data.length === 0)}
    >
      {(card) => {
        const points = card.series[0]?.data.map((_, index) => t('statistic.point', { number: f.count(index + 1) })) ?? [];
        return (
          <>
            <p className="card-statistic-value">{f.figure(card.value, card.format, true)}</p>
            {period && <p className="card-statistic-period">{t(`periods.${period}`)}</p>}
            <CardChart
              kind={kind}
              caption={t('statistic.chart', { title: card.title })}
              rowHeader={t('statistic.period')}
              labels={points}
              series={card.series.map((one) => ({ name: one.name, data: one.data, color: card.color }))}
              format={f.compact}
              axes={false}
              height={90}
            />
          </>
        );
      }}
    </CardFrame>
  );
}
