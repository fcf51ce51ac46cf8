import { useQuery } from '@tanstack/react-query';
import { allows, useAbility } from '@console/auth';
import { queryKeys } from '@console/contracts';
import { fetchBrands, fetchCategories, fetchPlaylists } from '../api/distribution-api';

/**
 * A list of the media catalogue (its cache shared with the media remote), when the account may read
 * `subject`; not asked for while `wanted` is false (the cache still answers once another part has asked).
 */
function useCatalogueList<T>(subject: 'Brand' | 'Category' | 'Playlist', queryKey: readonly unknown[], fetch: (signal: AbortSignal) => Promise<T[]>, wanted: boolean) {
  const may = allows(useAbility(), { action: 'read', subject });
  return useQuery({ queryKey, queryFn: ({ signal }) => fetch(signal), enabled: may && wanted });
}

export const useBrands = (wanted = true) => useCatalogueList('Brand', queryKeys.media.brands, fetchBrands, wanted);
export const usePlaylists = (wanted = true) => useCatalogueList('Playlist', queryKeys.media.playlists, fetchPlaylists, wanted);
export const useCategories = (wanted = true) => useCatalogueList('Category', queryKeys.media.categories, fetchCategories, wanted);

/** A brand's name by id ('' when unknown). */
export function useBrandName(): (id: number | null) => string {
  const brands = useBrands().data;
  return (id) => brands?.find((brand) => brand.id === id)?.name ?? (id === null ? '' : `#${id}`);
}
