import { useQuery } from '@tanstack/react-query';
import { playlistNames, queryKeys } from '@console/contracts';
import { useFormat } from '@console/ui';
import { fetchPlaylists } from '../api/media-api';
import { useMediaT } from '../i18n/use-media-t';

/**
 * Why a brand or category cannot be deleted while playlists name it, in the user's language (the
 * server's `in-playlists` refusal, said before Delete is pressed); undefined when none does, or the
 * playlists are not loaded (the server still refuses, and the page says so then).
 */
export function usePlaylistsNaming(kind: 'brand' | 'category'): (row: { id: number; name: string }) => string | undefined {
  const t = useMediaT();
  const { number } = useFormat();
  const playlists = useQuery({ queryKey: queryKeys.media.playlists, queryFn: ({ signal }) => fetchPlaylists(signal) });
  return ({ id, name }) => {
    const naming = (playlists.data ?? []).filter((playlist) => playlistNames(kind, playlist, id));
    if (naming.length === 0) return undefined;
    return t('refusals.inPlaylists', { name, count: naming.length, shown: number(naming.length), playlists: naming.map((playlist) => playlist.name).join(', ') });
  };
}
