import type { CartProduct, ProductDetail, ProductListResponse } from '@console/contracts';

/** A change to one product as every cached shop view should show it before the server answers. */
export interface ProductChange {
  productId: number;
  isInCart?: boolean;
  isInWishlist?: boolean;
  /** A new quantity for the product's cart line. */
  qty?: number;
}

type Flags = { id: number; isInCart: boolean; isInWishlist: boolean };

const withFlags = <T extends Flags>(product: T, change: ProductChange): T =>
  product.id !== change.productId
    ? product
    : { ...product, isInCart: change.isInCart ?? product.isInCart, isInWishlist: change.isInWishlist ?? product.isInWishlist, ...(change.qty !== undefined && 'qty' in product ? { qty: change.qty } : {}) };

const isCartLine = (product: object): product is CartProduct => 'qty' in product;

/**
 * One cached value of the shop (`queryKeys.shop.all`: a catalogue page, a detail, the wishlist or
 * the cart) with the change applied: a product leaving the cart or the wishlist leaves that list.
 */
export function applyProductChange(data: unknown, change: ProductChange): unknown {
  if (Array.isArray(data)) {
    const lines = data as (ProductDetail | CartProduct)[];
    const first = lines[0];
    const leaves = first && (isCartLine(first) ? change.isInCart === false : change.isInWishlist === false);
    const kept = leaves ? lines.filter((line) => line.id !== change.productId) : lines;
    return kept.map((line) => withFlags(line, change));
  }
  if (data && typeof data === 'object' && 'products' in data) {
    const page = data as ProductListResponse;
    return { ...page, products: page.products.map((product) => withFlags(product, change)) };
  }
  if (data && typeof data === 'object' && 'id' in data) return withFlags(data as ProductDetail, change);
  return data;
}
