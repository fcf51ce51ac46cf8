import { Clock, Film, Timer } from 'lucide-react';
import type { Video, VideoTotals as Totals } from '@console/contracts';
import { StatCard, StatGrid, useFormat } from '@console/ui';
import { useMediaT } from '../i18n/use-media-t';

/** The server's totals less videos it still holds that the user has deleted (their Undo still open). */
export function totalsWithout(totals: Totals, videos: readonly Video[]): Totals {
  const seconds = Math.max(0, totals.seconds - videos.reduce((sum, video) => sum + video.duration, 0));
  return { count: Math.max(0, totals.count - videos.length), seconds, hours: Math.floor(seconds / 3600), minutes: Math.floor(seconds / 60) };
}

/** The spec's totals of the filtered set, as the server counted them: videos, hours, minutes. */
export function VideoTotals({ totals, busy }: { totals: Totals | undefined; busy: boolean }) {
  const t = useMediaT();
  const { number } = useFormat();
  // '…' while the list loads; '—' once it has failed (the table below says so, with Retry).
  const show = (value: number | undefined) => (value !== undefined ? number(value) : busy ? '…' : '—');
  return (
    <StatGrid busy={busy}>
      <StatCard icon={Film} label={t('videos.totals.count')} value={show(totals?.count)} />
      <StatCard icon={Clock} tone="success" label={t('videos.totals.hours')} value={show(totals?.hours)} />
      <StatCard icon={Timer} tone="info" label={t('videos.totals.minutes')} value={show(totals?.minutes)} />
    </StatGrid>
  );
}
