import type { AvgSessionsCard as Card } from '@console/contracts';
import { CardChart } from '../../charts/card-chart';
import { CardFrame } from '../../components/card-frame';
import { FigureList } from '../../components/figure-list';
import { PeriodSelect } from '../../components/period-select';
import { ProgressLine } from '../../components/progress-line';
import { useFigures } from '../../components/use-figures';
import { useCardPeriod } from '../../hooks/use-card-choice';
import { useAnalyticsCard } from '../../hooks/use-card-query';
import { useCardsT } from '../../i18n/use-cards-t';

/** avg-sessions: the daily average, its change, sessions by weekday (bars) and the goals' progress. */
export function AvgSessionsCard() {
  const t = useCardsT();
  const f = useFigures();
  const name = t('names.analytics.avgSessions');
  const [period] = useCardPeriod('avg-sessions');
  const query = useAnalyticsCard('avg-sessions', { period });
  return (
    <CardFrame<Card>
      name={name}
      query={query}
      title={(card) => card.title}
      isEmpty={(card) => card.series.every((one) => one.data.length === 0)}
      actions={<PeriodSelect card="avg-sessions" name={query.data?.title ?? name} offered={query.data?.last_days} />}
    >
      {(card) => (
        <div className="row g-3">
          <div className="col-12 col-md-5">
            <FigureList
              columns={1}
              figures={[
                {
                  label: t('sessions.average'),
                  value: <span className="fs-2">{f.count(card.sessions)}</span>,
                  detail: <span className={card.growthPercent < 0 ? 'text-danger-emphasis' : 'text-success-emphasis'}>{t('sessions.change', { change: f.change(card.growthPercent) })}</span>,
                },
              ]}
            />
          </div>
          <div className="col-12 col-md-7">
            <CardChart
              kind="bar"
              caption={t('sessions.chart')}
              rowHeader={t('sessions.day')}
              labels={card.categories}
              series={card.series.map((one) => ({ name: one.name, data: one.data, color: 'primary' }))}
              format={f.compact}
              height={180}
            />
          </div>
          <div className="col-12">
            <div className="row g-3">
              {card.progress.map((bar) => (
                <div className="col-12 col-sm-6" key={bar.label}>
                  <ProgressLine label={bar.label} value={f.figure(bar.value, bar.format)} percent={bar.percent} />
                </div>
              ))}
            </div>
          </div>
        </div>
      )}
    </CardFrame>
  );
}
