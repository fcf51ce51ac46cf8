import type { Video } from '@console/contracts';
import { Link } from '@console/router';
import type { DataColumn } from '@console/ui';
import type { MediaT } from '../i18n/use-media-t';
import { formatDuration } from './format-duration';
import { StatusBadge } from './status-badge';
import { Thumbnail } from './thumbnail';

export interface VideoViewProps {
  t: MediaT;
  names: { brandName: ReadonlyMap<number, string>; categoryName: ReadonlyMap<number, string> };
  selected: ReadonlySet<number>;
  onToggle(id: number): void;
  number(value: number): string;
  /** The day a moment falls on where the reader is (the kit's `useFormat().localDay`). */
  localDay(instant: string): string;
  /** The library's search, so the editor's way back returns to the same list. */
  listSearch: string;
}

export const videoLink = (video: Video, listSearch: string) => ({ pathname: `/media/videos/${video.id}`, search: listSearch });

/** The library table's columns: a selection box, the picture, then what an editor scans for. */
export function videoColumns({ t, names, selected, onToggle, number, localDay, listSearch }: VideoViewProps): DataColumn<Video>[] {
  return [
    {
      id: 'select',
      header: t('videos.columns.select'),
      hideHeader: true,
      cell: (video) => (
        <input type="checkbox" className="form-check-input" checked={selected.has(video.id)} onChange={() => onToggle(video.id)} aria-label={t('videos.selectOne', { title: video.title })} />
      ),
    },
    { id: 'thumbnail', header: t('videos.columns.thumbnail'), hideHeader: true, cell: (video) => <Thumbnail src={video.thumbnail} /> },
    { id: 'title', header: t('videos.columns.title'), sortable: true, className: 'text-wrap-anywhere', cell: (video) => <Link to={videoLink(video, listSearch)}>{video.title}</Link> },
    { id: 'brand', header: t('videos.columns.brand'), cell: (video) => (video.brandId === null ? '' : names.brandName.get(video.brandId)) },
    { id: 'category', header: t('videos.columns.category'), cell: (video) => (video.categoryId === null ? '' : names.categoryName.get(video.categoryId)) },
    { id: 'status', header: t('videos.columns.status'), cell: (video) => <StatusBadge status={video.status} /> },
    { id: 'duration', header: t('videos.columns.duration'), sortable: true, className: 'text-end text-nowrap', cell: (video) => formatDuration(video.duration) },
    { id: 'publishedAt', header: t('videos.columns.publishedAt'), sortable: true, className: 'text-nowrap', cell: (video) => (video.publishedAt ? localDay(video.publishedAt) : '') },
    { id: 'views', header: t('videos.columns.views'), sortable: true, className: 'text-end', cell: (video) => number(video.views) },
  ];
}
