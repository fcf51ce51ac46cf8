import { useBrands, useCategories, usePlaylists } from './use-catalogue';

// The catalogue a logged field holds ids of, by its last part ('rules.categoryId' is a category too).
const catalogues = { brandId: 'brand', brandIds: 'brand', categoryId: 'category', parentId: 'category', playlistIds: 'playlist' } as const;
export type Catalogue = (typeof catalogues)[keyof typeof catalogues];

/** A logged field's own name, without the field it is part of: 'rules.categoryId' → 'categoryId'. */
export const leafOf = (field: string) => field.slice(field.lastIndexOf('.') + 1);

export function catalogueOf(field: string): Catalogue | undefined {
  const leaf = leafOf(field);
  return Object.hasOwn(catalogues, leaf) ? catalogues[leaf as keyof typeof catalogues] : undefined;
}

/**
 * The current name of a brand, category or playlist by id, for the log's `fields`: only the lists
 * they need are asked for (each small, and shared with the rest of the console). Undefined for a
 * record deleted since, one the reader may not read, or while the list loads.
 */
export function useRecordNames(fields: readonly string[]): (catalogue: Catalogue, id: number) => string | undefined {
  const wanted = new Set(fields.map(catalogueOf));
  const lists = {
    brand: useBrands(wanted.has('brand')).data,
    category: useCategories(wanted.has('category')).data,
    playlist: usePlaylists(wanted.has('playlist')).data,
  };
  return (catalogue, id) => lists[catalogue]?.find((record) => record.id === id)?.name;
}
