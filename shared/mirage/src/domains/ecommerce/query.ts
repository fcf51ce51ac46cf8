import { productCategories, productSorts, productsPerPage, type ProductCategory, type ProductListResponse, type ProductSort } from '@console/contracts/src/ecommerce';
import { oneOf, paginate, positiveInt } from '../../paginate';
import type { StoredProduct } from './seed';
import type { Shop } from './shop';

/** GET /apps/ecommerce/products parameters after lenient parsing (0, '' or [] = not filtered). */
export interface ProductListQuery {
  q: string;
  sortBy: ProductSort;
  perPage: number;
  page: number;
  /** Price bounds in cents, inclusive (0 = open). */
  minPriceCents: number;
  maxPriceCents: number;
  category: ProductCategory | '';
  brands: string[];
  minRating: number;
  freeShipping: boolean;
}

/** A price in dollars as cents, or 0 when it is not a number from 0 (bad input never throws). */
function priceCents(raw: string): number {
  const dollars = Number(raw);
  return raw.trim() !== '' && Number.isFinite(dollars) && dollars > 0 ? Math.round(dollars * 100) : 0;
}

/** Reads the spec's parameters and the filter extensions leniently: bad values read as "not given". */
export function parseProductQuery(get: (name: string) => string): ProductListQuery {
  const rating = positiveInt(get('minRating'), 0);
  return {
    q: get('q').trim().toLowerCase(),
    sortBy: oneOf(productSorts, get('sortBy')) || 'featured',
    perPage: positiveInt(get('perPage'), productsPerPage),
    page: positiveInt(get('page'), 1),
    minPriceCents: priceCents(get('minPrice')),
    maxPriceCents: priceCents(get('maxPrice')),
    category: oneOf(productCategories, get('category')),
    brands: get('brands').split(',').map((brand) => brand.trim().toLowerCase()).filter(Boolean),
    minRating: rating <= 5 ? rating : 0,
    freeShipping: get('freeShipping') === 'true',
  };
}

/** One predicate for every filter given, so the catalogue is walked once. */
function matcher(query: ProductListQuery): (product: StoredProduct) => boolean {
  const brands = new Set(query.brands);
  return (product) => {
    const cents = Math.round(product.price * 100);
    return (
      (!query.q || product.name.toLowerCase().includes(query.q)) &&
      (!query.minPriceCents || cents >= query.minPriceCents) &&
      (!query.maxPriceCents || cents <= query.maxPriceCents) &&
      (!query.category || product.category === query.category) &&
      (brands.size === 0 || brands.has(product.brand.toLowerCase())) &&
      product.rating >= query.minRating &&
      (!query.freeShipping || product.hasFreeShipping)
    );
  };
}

const isFiltered = (query: ProductListQuery) =>
  Boolean(query.q || query.minPriceCents || query.maxPriceCents || query.category || query.brands.length || query.minRating || query.freeShipping);

// Equal prices keep the catalogue order, so pages never shuffle between calls.
const comparators: Record<Exclude<ProductSort, 'featured'>, (a: StoredProduct, b: StoredProduct) => number> = {
  'price-asc': (a, b) => a.price - b.price || a.id - b.id,
  'price-desc': (a, b) => b.price - a.price || a.id - b.id,
};

/** One page of the catalogue: filter in one pass, sort only when asked, flag only the page. */
export function queryProducts(shop: Shop, query: ProductListQuery): ProductListResponse {
  const matches = isFiltered(query) ? shop.products.filter(matcher(query)) : shop.products;
  const ordered = query.sortBy === 'featured' ? matches : [...matches].sort(comparators[query.sortBy]);
  return {
    products: paginate(ordered, query.page, query.perPage).map(shop.listItem),
    total: matches.length,
    userWishlist: shop.wishlist(),
    userCart: shop.cart(),
    brands: shop.brands,
  };
}
