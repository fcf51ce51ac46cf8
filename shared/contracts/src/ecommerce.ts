/** Spec §3 Product rating: a whole number of stars. */
export const productRatings = [1, 2, 3, 4, 5] as const;
export type ProductRating = (typeof productRatings)[number];

/** Colours a product comes in: CSS colour names, so they work both as swatches and as labels. */
export const productColors = ['black', 'white', 'silver', 'gray', 'navy', 'royalblue', 'crimson', 'orange', 'olive', 'teal'] as const;
export type ProductColor = (typeof productColors)[number];

/** Spec §7 product list orders; featured is the catalogue's own order (default). */
export const productSorts = ['featured', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof productSorts)[number];

/** Spec §9: the shop's page size. */
export const productsPerPage = 9;

/** Spec §3 Product. */
export interface Product {
  id: number;
  name: string;
  slug: string;
  description: string;
  brand: string;
  /** In US dollars, two decimals at most. */
  price: number;
  /** An inline SVG data URI (no external host). */
  image: string;
  hasFreeShipping: boolean;
  rating: ProductRating;
}

/** A product as the shop lists it: with the current user's wishlist and cart flags. */
export interface ProductListItem extends Product {
  isInWishlist: boolean;
  isInCart: boolean;
}

/** Spec §3 Product detail view (also the wishlist's view). */
export interface ProductDetail extends ProductListItem {
  colorOptions: ProductColor[];
}

/** Spec §3 Wishlist item. */
export interface WishlistItem {
  id: number;
  productId: number;
}

/** Spec §3 Cart item. */
export interface CartItem {
  id: number;
  productId: number;
  qty: number;
}

/** Spec §3 Cart view: the product with its cart line (fixed when the product was added). */
export interface CartProduct extends ProductDetail {
  qty: number;
  /** YYYY-MM-DD, 1 to 8 days after the product was added (spec §9). */
  shippingDate: string;
  /** 1 to 4 (spec §9). */
  offers: number;
  /** 3 to 20 (spec §9). */
  discountPercentage: number;
}

/** GET /apps/ecommerce/products query; every field optional (featured, perPage 9, page 1). */
export interface ProductQuery {
  /** Case-insensitive match on the name. */
  q?: string;
  sortBy?: ProductSort;
  perPage?: number;
  page?: number;
}

/** GET /apps/ecommerce/products answer: one page, the match count, and the user's lists. */
export interface ProductListResponse {
  products: ProductListItem[];
  total: number;
  userWishlist: WishlistItem[];
  userCart: CartItem[];
}

/** GET /apps/ecommerce/products/{id} and POST /apps/ecommerce/wishlist answer. */
export interface ProductResponse {
  product: ProductDetail;
}

/** GET /apps/ecommerce/wishlist answer, in the order the products were added. */
export interface WishlistResponse {
  products: ProductDetail[];
}

/** GET /apps/ecommerce/cart answer, in the order the products were added. */
export interface CartResponse {
  products: CartProduct[];
}

/** POST /apps/ecommerce/cart and POST /apps/ecommerce/wishlist body. */
export interface ProductIdRequest {
  productId: number;
}

/** POST /apps/ecommerce/cart answer (201 when added, 200 when it was already there). */
export interface CartProductResponse {
  product: CartProduct;
}

/** DELETE /apps/ecommerce/cart/{productId} and /apps/ecommerce/wishlist/{productId} answer. */
export interface RemovedProductResponse {
  productId: number;
}
