import { Clock, Film, Timer } from 'lucide-react';
import type { VideoTotals as Totals } from '@console/contracts';
import { StatCard, StatGrid, useFormat } from '@console/ui';
import { useMediaT } from '../i18n/use-media-t';

/** The spec's totals of the filtered set, as the server counted them: videos, hours, minutes. */
export function VideoTotals({ totals, busy }: { totals: Totals | undefined; busy: boolean }) {
  const t = useMediaT();
  const { number } = useFormat();
  const show = (value: number | undefined) => (value === undefined ? '…' : number(value));
  return (
    <StatGrid busy={busy}>
      <StatCard icon={Film} label={t('videos.totals.count')} value={show(totals?.count)} />
      <StatCard icon={Clock} tone="success" label={t('videos.totals.hours')} value={show(totals?.hours)} />
      <StatCard icon={Timer} tone="info" label={t('videos.totals.minutes')} value={show(totals?.minutes)} />
    </StatGrid>
  );
}
