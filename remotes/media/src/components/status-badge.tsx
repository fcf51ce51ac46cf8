import type { VideoStatus } from '@console/contracts';
import { useMediaT } from '../i18n/use-media-t';

const tones: Record<VideoStatus, string> = {
  draft: 'text-bg-secondary',
  processing: 'text-bg-info',
  published: 'text-bg-success',
  unlisted: 'text-bg-warning',
  archived: 'text-bg-dark',
};

export function StatusBadge({ status }: { status: VideoStatus }) {
  const t = useMediaT();
  return <span className={`badge ${tones[status]}`}>{t(`status.${status}`)}</span>;
}
