import type { GoalOverviewCard as Card } from '@console/contracts';
import { CardChart } from '../../charts/card-chart';
import { CardFrame } from '../../components/card-frame';
import { FigureList } from '../../components/figure-list';
import { useFigures } from '../../components/use-figures';
import { useAnalyticsCard } from '../../hooks/use-card-query';
import { useCardsT } from '../../i18n/use-cards-t';

/** goal-overview: watch hours completed against the goal, as a gauge. */
export function GoalOverviewCard() {
  const t = useCardsT();
  const f = useFigures();
  const query = useAnalyticsCard('goal-overview');
  return (
    <CardFrame<Card> name={t('names.analytics.goalOverview')} query={query} title={(card) => card.title}>
      {(card) => (
        <>
          <CardChart
            kind="gauge"
            caption={t('goal.chart')}
            rowHeader={t('goal.goal')}
            labels={[]}
            series={[{ name: t('goal.reached'), data: [card.completedPercent], color: 'success' }]}
            format={f.percent}
            height={200}
            center={{ value: f.percent(card.completedPercent), label: t('goal.reached') }}
          />
          <FigureList
            figures={[
              { label: t('goal.goal'), value: f.duration(card.goalHours, 'hour') },
              { label: t('goal.completed'), value: f.duration(card.completedHours, 'hour') },
              { label: t('goal.inProgress'), value: f.duration(card.inProgressHours, 'hour') },
            ]}
          />
        </>
      )}
    </CardFrame>
  );
}
