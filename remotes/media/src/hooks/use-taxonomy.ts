import { useMemo } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type BrandRow, type CategoryRow } from '@console/contracts';
import { fetchBrands, fetchCategories } from '../api/media-api';
import { useMediaT } from '../i18n/use-media-t';

const brandsQuery = queryOptions({ queryKey: queryKeys.media.brands, queryFn: ({ signal }) => fetchBrands(signal) });
const categoriesQuery = queryOptions({ queryKey: queryKeys.media.categories, queryFn: ({ signal }) => fetchCategories(signal) });

/** Every brand (cached by the console's query client: a save anywhere invalidates it). */
export const useBrands = () => useQuery(brandsQuery);
export const useCategories = () => useQuery(categoriesQuery);

/** A category's label with its parent ("Sports › Football"), for selects and cells. */
export function categoryLabel(category: CategoryRow, all: readonly CategoryRow[]): string {
  const parent = category.parentId === null ? undefined : all.find((row) => row.id === category.parentId);
  return parent ? `${parent.name} › ${category.name}` : category.name;
}

/** The name of each brand and the label of each category, by id. */
export function taxonomyNames(brandRows: readonly BrandRow[], categoryRows: readonly CategoryRow[]) {
  return {
    brandName: new Map(brandRows.map((row) => [row.id, row.name])),
    categoryName: new Map(categoryRows.map((row) => [row.id, categoryLabel(row, categoryRows)])),
  };
}

/**
 * The names as they are now, loaded first if they are not yet (or failed): for what must not be
 * written without them (an export). Rejects when they cannot be loaded.
 */
export function useLoadTaxonomyNames() {
  const client = useQueryClient();
  return async () => {
    const [brandRows, categoryRows] = await Promise.all([client.ensureQueryData(brandsQuery), client.ensureQueryData(categoriesQuery)]);
    return taxonomyNames(brandRows, categoryRows);
  };
}

/**
 * Names by id, and options for selects, of brands and categories. An inactive brand is named so
 * in the filters (its videos can still be found) and is not offered to new assignments
 * (`assignableBrandOptions`), except where it is the value already chosen. Until a list has
 * loaded (`brandsLoaded`, `categoriesLoaded`) its names and options are empty: TaxonomyFailed
 * says so when it failed, and TaxonomySelectField keeps the value chosen.
 */
export function useTaxonomy() {
  const t = useMediaT();
  const brands = useBrands();
  const categories = useCategories();
  return useMemo(() => {
    const brandRows: readonly BrandRow[] = brands.data ?? [];
    const categoryRows: readonly CategoryRow[] = categories.data ?? [];
    const names = taxonomyNames(brandRows, categoryRows);
    const categoryOptions = categoryRows.map((row) => ({ value: String(row.id), label: names.categoryName.get(row.id) ?? row.name }));
    const brandOption = (row: BrandRow) => ({ value: String(row.id), label: row.status === 'inactive' ? t('taxonomy.inactiveBrand', { name: row.name }) : row.name });
    return {
      ...names,
      brandOptions: brandRows.map(brandOption),
      assignableBrandOptions: (current: string) => brandRows.filter((row) => row.status === 'active' || String(row.id) === current).map(brandOption),
      categoryOptions,
      brandsLoaded: brands.data !== undefined,
      categoriesLoaded: categories.data !== undefined,
    };
  }, [brands.data, categories.data, t]);
}
