import type { SessionsDeviceCard as Card } from '@console/contracts';
import { CardChart } from '../../charts/card-chart';
import { CardFrame } from '../../components/card-frame';
import { FigureList } from '../../components/figure-list';
import { PeriodSelect } from '../../components/period-select';
import { useFigures } from '../../components/use-figures';
import { useCardPeriod } from '../../hooks/use-card-choice';
import { useAnalyticsCard } from '../../hooks/use-card-query';
import { useCardsT } from '../../i18n/use-cards-t';

/** sessions-device: each device's share of the period's views (a ring) and its change. */
export function SessionsDeviceCard() {
  const t = useCardsT();
  const f = useFigures();
  const name = t('names.analytics.sessionsDevice');
  const [period] = useCardPeriod('sessions-device');
  const query = useAnalyticsCard('sessions-device', { period });
  return (
    <CardFrame<Card>
      name={name}
      query={query}
      title={(card) => card.title}
      isEmpty={(card) => card.devices.length === 0}
      actions={<PeriodSelect card="sessions-device" name={query.data?.title ?? name} offered={query.data?.last_days} />}
    >
      {(card) => (
        <>
          <CardChart
            kind="donut"
            caption={t('devices.chart')}
            rowHeader={t('devices.device')}
            labels={card.devices.map((device) => device.name)}
            colors={card.devices.map((device) => device.color)}
            series={[{ name: t('devices.share'), data: card.devices.map((device) => device.usagePercent), color: 'primary' }]}
            format={f.percent}
            height={200}
          />
          <FigureList
            columns={1}
            figures={card.devices.map((device) => ({
              label: device.name,
              value: f.percent(device.usagePercent),
              detail: (
                <span className={device.changePercent < 0 ? 'text-danger-emphasis' : 'text-success-emphasis'}>
                  {t('devices.change', { change: f.change(device.changePercent) })}
                </span>
              ),
            }))}
          />
        </>
      )}
    </CardFrame>
  );
}
