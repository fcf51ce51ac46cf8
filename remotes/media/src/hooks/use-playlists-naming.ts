import type { TaxonomyUse } from '@console/contracts';
import { useFormat } from '@console/ui';
import { useMediaT } from '../i18n/use-media-t';

/**
 * Why a brand or category cannot be deleted while playlists name it, in the user's language: the
 * server's `in-playlists` refusal, said before Delete is pressed from the names its list row
 * carries; undefined when none does (the server still refuses one named since, and the page says so then).
 */
export function usePlaylistsNaming(): (row: { name: string } & Pick<TaxonomyUse, 'playlists'>) => string | undefined {
  const t = useMediaT();
  const { number } = useFormat();
  return ({ name, playlists }) => {
    if (playlists.length === 0) return undefined;
    return t('refusals.inPlaylists', { name, count: playlists.length, shown: number(playlists.length), playlists: playlists.join(', ') });
  };
}
