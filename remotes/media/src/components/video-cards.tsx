import type { Video } from '@console/contracts';
import { Link } from '@console/router';
import { formatDuration } from './format-duration';
import { StatusBadge } from './status-badge';
import { Thumbnail } from './thumbnail';
import { videoLink, type VideoViewProps } from './video-columns';

/** The library on a phone: one card per video instead of a table row (busy while a new list loads, like the table). */
export function VideoCards({ videos, label, busy, emptyMessage, ...view }: VideoViewProps & { videos: readonly Video[]; label: string; busy: boolean; emptyMessage: string }) {
  const { t, names, selected, onToggle, listSearch } = view;
  // The table says when nothing matches; without this the cards would leave a blank card.
  if (videos.length === 0) return <p className="text-body-secondary text-center py-5 mb-0">{emptyMessage}</p>;
  return (
    <ul className="list-unstyled d-flex flex-column gap-2 p-2 mb-0" aria-label={label} aria-busy={busy}>
      {videos.map((video) => (
        <li key={video.id} className="card">
          {/* Wraps with enlarged text: the title and status go below the picture rather than out of the card. */}
          <div className="card-body d-flex flex-wrap gap-2 align-items-start">
            <input type="checkbox" className="form-check-input mt-1" checked={selected.has(video.id)} onChange={() => onToggle(video.id)} aria-label={t('videos.selectOne', { title: video.title })} />
            <Thumbnail src={video.thumbnail} width={88} />
            <div style={{ flex: '1 1 8rem', minWidth: 0 }}>
              <Link to={videoLink(video, listSearch)} className="fw-semibold d-block text-truncate" dir="auto">
                {video.title}
              </Link>
              <div className="small text-body-secondary">
                {video.brandId === null ? '' : names.brandName.get(video.brandId)} · {formatDuration(video.duration)}
              </div>
              <StatusBadge status={video.status} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
