import { useQuery } from '@tanstack/react-query';
import { allows, useAbility } from '@console/auth';
import { queryKeys } from '@console/contracts';
import { fetchBrands, fetchCategories, fetchPlaylists } from '../api/distribution-api';

/**
 * The media brands (shared cache with the media remote), when the account may read them; not
 * asked for while `wanted` is false (the cache still answers once another part has asked).
 */
export function useBrands(wanted = true) {
  const may = allows(useAbility(), { action: 'read', subject: 'Brand' });
  return useQuery({ queryKey: queryKeys.media.brands, queryFn: ({ signal }) => fetchBrands(signal), enabled: may && wanted });
}

export function usePlaylists(wanted = true) {
  const may = allows(useAbility(), { action: 'read', subject: 'Playlist' });
  return useQuery({ queryKey: queryKeys.media.playlists, queryFn: ({ signal }) => fetchPlaylists(signal), enabled: may && wanted });
}

export function useCategories(wanted = true) {
  const may = allows(useAbility(), { action: 'read', subject: 'Category' });
  return useQuery({ queryKey: queryKeys.media.categories, queryFn: ({ signal }) => fetchCategories(signal), enabled: may && wanted });
}

/** A brand's name by id ('' when unknown). */
export function useBrandName(): (id: number | null) => string {
  const brands = useBrands().data;
  return (id) => brands?.find((brand) => brand.id === id)?.name ?? (id === null ? '' : `#${id}`);
}
