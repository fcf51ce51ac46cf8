import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys, type BrandRow, type CategoryRow } from '@console/contracts';
import { fetchBrands, fetchCategories } from '../api/media-api';
import { useMediaT } from '../i18n/use-media-t';

/** Every brand (cached by the console's query client: a save anywhere invalidates it). */
export const useBrands = () => useQuery({ queryKey: queryKeys.media.brands, queryFn: ({ signal }) => fetchBrands(signal) });
export const useCategories = () => useQuery({ queryKey: queryKeys.media.categories, queryFn: ({ signal }) => fetchCategories(signal) });

/** A category's label with its parent ("Sports › Football"), for selects and cells. */
export function categoryLabel(category: CategoryRow, all: readonly CategoryRow[]): string {
  const parent = category.parentId === null ? undefined : all.find((row) => row.id === category.parentId);
  return parent ? `${parent.name} › ${category.name}` : category.name;
}

/**
 * Names by id, and options for selects, of brands and categories. An inactive brand is named so
 * in the filters (its videos can still be found) and is not offered to new assignments
 * (`assignableBrandOptions`), except where it is the value already chosen.
 */
export function useTaxonomy() {
  const t = useMediaT();
  const brands = useBrands();
  const categories = useCategories();
  return useMemo(() => {
    const brandRows: readonly BrandRow[] = brands.data ?? [];
    const categoryRows: readonly CategoryRow[] = categories.data ?? [];
    const categoryOptions = categoryRows.map((row) => ({ value: String(row.id), label: categoryLabel(row, categoryRows) }));
    const brandOption = (row: BrandRow) => ({ value: String(row.id), label: row.status === 'inactive' ? t('taxonomy.inactiveBrand', { name: row.name }) : row.name });
    return {
      brandName: new Map(brandRows.map((row) => [row.id, row.name])),
      categoryName: new Map(categoryOptions.map((option) => [Number(option.value), option.label])),
      brandOptions: brandRows.map(brandOption),
      assignableBrandOptions: (current: string) => brandRows.filter((row) => row.status === 'active' || String(row.id) === current).map(brandOption),
      categoryOptions,
    };
  }, [brands.data, categories.data, t]);
}
