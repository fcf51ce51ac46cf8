import { productCategories, productSorts, type ProductQuery } from '@console/contracts';
import { urlParam, type UrlParam, type UrlValues } from '@console/ui';

/** The highest price bound the filter takes: six digits of dollars (the dearest product is far below). */
export const maxPriceBound = 999_999;

/**
 * A price bound as the link writes it: dollars from 0 to `maxPriceBound`, with cents at most
 * ('329', '649.99'), as prices have them. The price filter applies only such bounds.
 */
export const isPriceBound = (raw: string) => /^\d{1,6}(?:\.\d{1,2})?$/.test(raw) && Number(raw) <= maxPriceBound;

/** A price bound in dollars ('' = no bound). */
const dollars = (): UrlParam<string> => ({ ...urlParam.text(), parse: (raw) => (isPriceBound(raw) ? raw : undefined) });

/** Brand names, comma-separated in the URL: `?brands=Lumora,Vocalis`. */
const brandList = (): UrlParam<string> => ({ ...urlParam.text(), parse: (raw) => raw.split(',').map((brand) => brand.trim()).filter(Boolean).join(',') || undefined });

/** The catalogue's state, all of it in the URL (a link reproduces the page). */
export const catalogueParams = {
  q: urlParam.text(),
  sortBy: urlParam.oneOf(productSorts, 'featured'),
  view: urlParam.oneOf(['grid', 'list'] as const, 'grid'),
  page: urlParam.int(1),
  minPrice: dollars(),
  maxPrice: dollars(),
  category: urlParam.oneOf(productCategories),
  brands: brandList(),
  rating: urlParam.oneOf(['1', '2', '3', '4'] as const),
  freeShipping: urlParam.oneOf(['true'] as const),
};

export type CatalogueValues = UrlValues<typeof catalogueParams>;

/** The brands chosen, as a list. */
export const chosenBrands = (values: CatalogueValues) => (values.brands ? values.brands.split(',') : []);

/** The API query the URL's values make (the view is the page's own business). */
export function catalogueQuery(values: CatalogueValues): ProductQuery {
  const brands = chosenBrands(values);
  return {
    q: values.q || undefined,
    sortBy: values.sortBy,
    page: values.page,
    minPrice: values.minPrice ? Number(values.minPrice) : undefined,
    maxPrice: values.maxPrice ? Number(values.maxPrice) : undefined,
    category: values.category || undefined,
    brands: brands.length ? brands : undefined,
    minRating: values.rating ? Number(values.rating) : undefined,
    freeShipping: values.freeShipping === 'true' || undefined,
  };
}

/** Every filter and the search cleared (sort and view stay). */
export const noFilters = { q: '', minPrice: '', maxPrice: '', category: '', brands: '', rating: '', freeShipping: '' } as const;
