import * as v from 'valibot';
import { choice, define, extend, fields, flag, isoDay, listOf, numberFrom, recordId, requiredText, slug, text, wholeNumber } from './schema-kit';
import { productColors, productRatings, type ProductSort } from './ecommerce-messages';

export * from './ecommerce-messages';

/** Spec §3 Product. */
export const ProductSchema = /* @__PURE__ */ define(() => fields({
  id: recordId(),
  name: requiredText(),
  slug: slug(),
  description: requiredText(),
  brand: requiredText(),
  /** In US dollars, two decimals at most. */
  price: v.pipe(numberFrom(0), v.check((price) => Math.round(price * 100) / 100 === price, 'common.errors.invalid')),
  /** An inline SVG data URI (no external host). */
  image: v.pipe(text(), v.startsWith('data:image/svg+xml', 'common.errors.invalid')),
  hasFreeShipping: flag(),
  rating: choice(productRatings),
}));
export type Product = v.InferOutput<typeof ProductSchema>;

/** A product as the shop lists it: with the current user's wishlist and cart flags. */
export const ProductListItemSchema = /* @__PURE__ */ define(() => extend(ProductSchema, { isInWishlist: flag(), isInCart: flag() }));
export type ProductListItem = v.InferOutput<typeof ProductListItemSchema>;

/** Spec §3 Product detail view (also the wishlist's view). */
// Each view extends Product itself, not the view before it: a chain of derived schemas is one
// minifier pass per link before an unused one can be dropped from a bundle.
export const ProductDetailSchema = /* @__PURE__ */ define(() => extend(ProductSchema, { isInWishlist: flag(), isInCart: flag(), colorOptions: listOf(choice(productColors)) }));
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>;

/** Spec §3 Wishlist item. */
export const WishlistItemSchema = /* @__PURE__ */ define(() => fields({ id: recordId(), productId: recordId() }));
export type WishlistItem = v.InferOutput<typeof WishlistItemSchema>;

/** Spec §3 Cart item. */
export const CartItemSchema = /* @__PURE__ */ define(() => fields({ id: recordId(), productId: recordId(), qty: wholeNumber(1) }));
export type CartItem = v.InferOutput<typeof CartItemSchema>;

/** Spec §3 Cart view: the product with its cart line (fixed when the product was added). */
export const CartProductSchema = /* @__PURE__ */ define(() => extend(ProductSchema, {
  isInWishlist: flag(),
  isInCart: flag(),
  colorOptions: listOf(choice(productColors)),
  qty: wholeNumber(1),
  /** YYYY-MM-DD, 1 to 8 days after the product was added (spec §9). */
  shippingDate: isoDay(),
  /** 1 to 4 (spec §9). */
  offers: v.pipe(wholeNumber(1), v.maxValue(4, 'common.errors.invalid')),
  /** 3 to 20 (spec §9). */
  discountPercentage: v.pipe(wholeNumber(3), v.maxValue(20, 'common.errors.invalid')),
}));
export type CartProduct = v.InferOutput<typeof CartProductSchema>;

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
export const ProductIdRequestSchema = /* @__PURE__ */ define(() => fields({ productId: recordId('ecommerce.errors.productIdInvalid') }, 'ecommerce.errors.productIdInvalid'));
export type ProductIdRequest = v.InferOutput<typeof ProductIdRequestSchema>;

/** POST /apps/ecommerce/cart answer (201 when added, 200 when it was already there). */
export interface CartProductResponse {
  product: CartProduct;
}

/** DELETE /apps/ecommerce/cart/{productId} and /apps/ecommerce/wishlist/{productId} answer. */
export interface RemovedProductResponse {
  productId: number;
}
