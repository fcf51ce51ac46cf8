import { ErrorState, useFormat } from '@console/ui';
import { usePlaylists } from '../hooks/use-catalogue';
import { useDistributionT } from '../i18n/use-distribution-t';

type NamesStatus = 'ready' | 'loading' | 'failed' | 'unknown';

/**
 * The media library's playlist names, and how far they are known: a name missing from a loaded
 * list is a deleted playlist, but while the list loads, or when it could not be loaded, nothing
 * is known of it yet ('unknown': the account may not read playlists).
 */
export function usePlaylistNames() {
  const t = useDistributionT();
  const { list } = useFormat();
  const playlists = usePlaylists();
  const status: NamesStatus = playlists.data ? 'ready' : playlists.isFetching ? 'loading' : playlists.isError ? 'failed' : 'unknown';
  const name = (id: number) =>
    status === 'ready' ? (playlists.data?.find((playlist) => playlist.id === id)?.name ?? t('channels.deletedPlaylist', { id })) : t('channels.playlistNumber', { id });
  return { status, names: (ids: readonly number[]) => list(ids.map(name)), retry: () => void playlists.refetch() };
}

/**
 * A channel's playlists by name; a muted word while the names load or when they failed (`short`:
 * in a table cell, where the list's notice says why and offers Retry; else said here, with Retry).
 */
export function PlaylistNames({ ids, short = false }: { ids: readonly number[]; short?: boolean }) {
  const t = useDistributionT();
  const { status, names, retry } = usePlaylistNames();
  if (status === 'loading') return <span className="text-body-secondary">{t('channels.playlistsLoading')}</span>;
  if (status !== 'failed') return <>{names(ids)}</>;
  if (short) return <span className="text-body-secondary">{t('channels.playlistsUnavailable')}</span>;
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <span className="text-body-secondary">{t('channels.playlistsFailed')}</span>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={retry}>
        {t('retry')}
      </button>
    </span>
  );
}

/** Above a list of channels: the playlist names could not be loaded, with Retry (nothing otherwise). */
export function PlaylistNamesNotice() {
  const t = useDistributionT();
  const { status, retry } = usePlaylistNames();
  return status === 'failed' ? <ErrorState message={t('channels.playlistsFailed')} onRetry={retry} /> : null;
}
