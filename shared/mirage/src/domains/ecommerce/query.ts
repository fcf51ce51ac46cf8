import { productSorts, productsPerPage, type ProductListResponse, type ProductSort } from '@console/contracts/src/ecommerce';
import { paginate, positiveInt } from '../../paginate';
import type { StoredProduct } from './seed';
import type { Shop } from './shop';

/** GET /apps/ecommerce/products parameters after lenient parsing. */
export interface ProductListQuery {
  q: string;
  sortBy: ProductSort;
  perPage: number;
  page: number;
}

/** Reads the spec's parameters leniently: unknown or bad values fall back to the defaults. */
export function parseProductQuery(get: (name: string) => string): ProductListQuery {
  const sortBy = get('sortBy');
  return {
    q: get('q').trim().toLowerCase(),
    sortBy: (productSorts as readonly string[]).includes(sortBy) ? (sortBy as ProductSort) : 'featured',
    perPage: positiveInt(get('perPage'), productsPerPage),
    page: positiveInt(get('page'), 1),
  };
}

// Equal prices keep the catalogue order, so pages never shuffle between calls.
const comparators: Record<Exclude<ProductSort, 'featured'>, (a: StoredProduct, b: StoredProduct) => number> = {
  'price-asc': (a, b) => a.price - b.price || a.id - b.id,
  'price-desc': (a, b) => b.price - a.price || a.id - b.id,
};

/** One page of the catalogue: filter in one pass, sort only when asked, flag only the page. */
export function queryProducts(shop: Shop, query: ProductListQuery): ProductListResponse {
  const matches = query.q ? shop.products.filter((product) => product.name.toLowerCase().includes(query.q)) : shop.products;
  const ordered = query.sortBy === 'featured' ? matches : [...matches].sort(comparators[query.sortBy]);
  return {
    products: paginate(ordered, query.page, query.perPage).map(shop.listItem),
    total: matches.length,
    userWishlist: shop.wishlist(),
    userCart: shop.cart(),
  };
}
