import { useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { queryKeys, type Video } from '@console/contracts';
import { ErrorState, isolate, SearchInput, SkeletonLines } from '@console/ui';
import { fetchVideos } from '../api/media-api';
import { useMediaT } from '../i18n/use-media-t';
import { Thumbnail } from './thumbnail';

/** How many of the library's videos the picker offers at once (newest first, or the search's). */
const shown = 8;
const searchId = 'media-picker-search';

/** Search the library and add videos to a manual playlist (those already in it are left out). */
export function VideoPicker({ exclude, onAdd }: { exclude: ReadonlySet<number>; onAdd(video: Video): void }) {
  const t = useMediaT();
  const [q, setQ] = useState('');
  // Enough rows that `shown` remain once the playlist's own are left out (the API cannot exclude
  // them), in steps of 50 so that adding a video reuses the rows already fetched, not a new call each time.
  const perPage = Math.min(Math.ceil((shown + exclude.size) / 50) * 50, 500);
  const query = { q: q || undefined, perPage, sortColumn: 'createdAt', sort: 'desc' } as const;
  const found = useQuery({ queryKey: queryKeys.media.videos(query), queryFn: ({ signal }) => fetchVideos(query, signal), placeholderData: keepPreviousData });
  const videos = found.data?.videos.filter((video) => !exclude.has(video.id)).slice(0, shown);
  const list = useRef<HTMLUListElement>(null);
  const add = (video: Video, index: number) => {
    // The added video leaves the list with the button just pressed: focus goes to the next one's
    // Add (the previous one's at the end, else the search), not to the page body, so several
    // videos can be added from the keyboard in a row.
    const buttons = list.current?.querySelectorAll('button') ?? [];
    (buttons[index + 1] ?? buttons[index - 1] ?? document.getElementById(searchId))?.focus();
    onAdd(video);
  };
  let body;
  if (found.isError) body = <ErrorState message={t('playlist.pickerFailed')} onRetry={() => void found.refetch()} />;
  else if (!videos) body = <SkeletonLines lines={3} label={t('playlist.pickerLoading')} />;
  // An earlier search's rows stay, dimmed, while this one's load: they are not said to match it.
  else if (videos.length === 0 && !found.isPlaceholderData) body = <p className="text-body-secondary mb-0">{q ? t('playlist.noMatchSearch', { q: isolate(q) }) : t('playlist.noMatch')}</p>;
  else
    body = (
      <ul ref={list} className={`list-group${found.isPlaceholderData ? ' opacity-50' : ''}`}>
        {videos.map((video, index) => (
          <li key={video.id} className="list-group-item d-flex align-items-center gap-2">
            <Thumbnail src={video.thumbnail} width={48} />
            <span className="flex-grow-1 text-truncate" dir="auto">
              {video.title}
            </span>
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => add(video, index)} aria-label={t('playlist.addVideo', { title: video.title })}>
              <Plus size={14} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="media-picker-heading" aria-busy={found.isFetching} className="d-flex flex-column gap-2">
      <h3 id="media-picker-heading" className="h6 mb-0">
        {t('playlist.picker')}
      </h3>
      <SearchInput id={searchId} label={t('playlist.pickerSearch')} value={q} onSearch={setQ} />
      {body}
    </section>
  );
}
