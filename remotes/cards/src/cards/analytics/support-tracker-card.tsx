import type { SupportTrackerCard as Card } from '@console/contracts';
import { CardChart } from '../../charts/card-chart';
import { CardFrame } from '../../components/card-frame';
import { FigureList } from '../../components/figure-list';
import { PeriodSelect } from '../../components/period-select';
import { useFigures } from '../../components/use-figures';
import { useCardPeriod } from '../../hooks/use-card-choice';
import { useAnalyticsCard } from '../../hooks/use-card-query';
import { useCardsT } from '../../i18n/use-cards-t';

/**
 * The share of tickets completed, from the counts the card shows (a ticket not open is completed):
 * the gauge never contradicts the figures beside it, whatever the answer's completedPercent says.
 */
function completedPercent({ totalTickets, openTickets }: Pick<Card, 'totalTickets' | 'openTickets'>): number {
  return totalTickets > 0 ? Math.round(((totalTickets - openTickets) / totalTickets) * 100) : 0;
}

/** support-tracker: tickets of the period and the share completed, as a gauge. */
export function SupportTrackerCard() {
  const t = useCardsT();
  const f = useFigures();
  const name = t('names.analytics.supportTracker');
  const [period] = useCardPeriod('support-tracker');
  const query = useAnalyticsCard('support-tracker', { period });
  return (
    <CardFrame<Card>
      name={name}
      query={query}
      title={(card) => card.title}
      actions={<PeriodSelect card="support-tracker" name={query.data?.title ?? name} offered={query.data?.last_days} />}
    >
      {(card) => {
        const completed = completedPercent(card);
        return (
          <div className="row g-3 align-items-center">
            <div className="col-12 col-sm-5">
              <FigureList columns={1} figures={[{ label: t('support.total'), value: <span className="fs-2">{f.count(card.totalTickets)}</span> }]} />
            </div>
            <div className="col-12 col-sm-7">
              <CardChart
                kind="gauge"
                caption={t('support.chart')}
                rowHeader={t('support.ticket')}
                labels={[]}
                series={[{ name: t('support.completed'), data: [completed], color: 'primary' }]}
                format={f.percent}
                height={200}
                center={{ value: f.percent(completed), label: t('support.completed') }}
              />
            </div>
            <div className="col-12">
              <FigureList
                columns={3}
                figures={[
                  { label: t('support.new'), value: f.count(card.newTickets) },
                  { label: t('support.open'), value: f.count(card.openTickets) },
                  { label: t('support.responseTime'), value: f.duration(card.responseTimeDays, 'day') },
                ]}
              />
            </div>
          </div>
        );
      }}
    </CardFrame>
  );
}

