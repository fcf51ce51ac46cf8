import * as v from 'valibot';
import { atMost, choice, define, extend, fields, flag, hasTwoDecimalsAtMost, isoDay, listOf, numberFrom, phoneText, recordId, requiredText, slug, text, wholeNumber } from './schema-kit';
import { cartQuantityRange, deliveryFeeCents, checkoutPaymentMethods, productCategories, productColors, productRatings, type ProductCategory, type ProductSort } from './ecommerce-messages';

export * from './ecommerce-messages';

/** Spec §3 Product. */
export const ProductSchema = /* @__PURE__ */ define(() => fields({
  id: recordId(),
  name: requiredText(),
  slug: slug(),
  description: requiredText(),
  brand: requiredText(),
  /** In US dollars, two decimals at most. */
  price: v.pipe(numberFrom(0), v.check(hasTwoDecimalsAtMost, 'common.errors.invalid')),
  /** An inline SVG data URI (no external host). */
  image: v.pipe(text(), v.startsWith('data:image/svg+xml', 'common.errors.invalid')),
  hasFreeShipping: flag(),
  rating: choice(productRatings),
  /** An extension of spec §3: what the catalogue's category filter reads. */
  category: choice(productCategories),
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
  /** Extensions (docs/api/shop.md): price bounds in dollars, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  category?: ProductCategory;
  /** Any of these brands, sent comma-separated. */
  brands?: string[];
  /** At least this many stars. */
  minRating?: number;
  freeShipping?: boolean;
}

/** GET /apps/ecommerce/products answer: one page, the match count, and the user's lists. */
export interface ProductListResponse {
  products: ProductListItem[];
  total: number;
  userWishlist: WishlistItem[];
  userCart: CartItem[];
  /** Extension: every brand of the catalogue, for the brand filter. */
  brands: string[];
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

/** PATCH /apps/ecommerce/cart/{productId} body: the line's new quantity (1 to 10). */
export const CartQuantityRequestSchema = /* @__PURE__ */ define(() => fields({
  qty: v.pipe(v.number('ecommerce.errors.qtyRange'), v.integer('ecommerce.errors.qtyRange'), v.minValue(cartQuantityRange.min, 'ecommerce.errors.qtyRange'), v.maxValue(cartQuantityRange.max, 'ecommerce.errors.qtyRange')),
}));
export type CartQuantityRequest = v.InferOutput<typeof CartQuantityRequestSchema>;

/** POST /apps/ecommerce/coupon body. */
export const CouponRequestSchema = /* @__PURE__ */ define(() => fields({ code: requiredText('ecommerce.errors.couponRequired') }));
export type CouponRequest = v.InferOutput<typeof CouponRequestSchema>;

/** POST /apps/ecommerce/coupon answer: the code as stored and its percentage off. */
export interface CouponResponse {
  code: string;
  percent: number;
}

/** The checkout's delivery address (form and order body). */
export const AddressSchema = /* @__PURE__ */ define(() => fields({
  // Each line of the address is a line's length at most: 10,000 characters were once taken.
  fullName: v.pipe(requiredText('ecommerce.errors.fullNameRequired'), atMost('line')),
  phone: phoneText('ecommerce.errors.phoneInvalid'),
  street: v.pipe(requiredText('ecommerce.errors.streetRequired'), atMost('line')),
  city: v.pipe(requiredText('ecommerce.errors.cityRequired'), atMost('line')),
  postcode: v.pipe(v.string('ecommerce.errors.postcodeInvalid'), v.trim(), v.regex(/^[A-Za-z0-9 -]{3,10}$/, 'ecommerce.errors.postcodeInvalid')),
  country: v.pipe(requiredText('ecommerce.errors.countryRequired'), atMost('line')),
}));
export type Address = v.InferOutput<typeof AddressSchema>;

/** MM/YY not yet past: a card is valid to the end of its expiry month. */
export function cardStillValid(expiry: string, now: Date = new Date()): boolean {
  const [month, year] = expiry.split('/').map(Number);
  if (!month || year === undefined) return false;
  return Date.UTC(2000 + year, month, 1) > now.getTime();
}

/**
 * The Luhn checksum every card number carries in its last digit: '4242 4242 4242 4242' passes,
 * '1234 5678 9012 3456' does not. It catches a mistyped digit and most swapped neighbours, which
 * the length alone let through. Takes the digits only.
 */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  // From the right, every second digit doubled (less 9 past 9).
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 13 to 19 digits, the card numbers' lengths. */
const cardDigits = /^\d{13,19}$/;

/** The checkout's payment: a card needs its details, PayPal and cash on delivery nothing more. */
export const PaymentSchema = /* @__PURE__ */ define(() => v.variant('method', [
  fields({
    method: v.literal('card', 'ecommerce.errors.paymentMethodRequired'),
    cardName: v.pipe(requiredText('ecommerce.errors.cardNameRequired'), atMost('line')),
    cardNumber: v.pipe(
      v.string('ecommerce.errors.cardNumberInvalid'),
      v.transform((raw) => raw.replace(/[\s-]/g, '')),
      v.regex(cardDigits, 'ecommerce.errors.cardNumberInvalid'),
      // Only a number of the right length is summed: a short one reads the length's message alone.
      v.check((digits) => !cardDigits.test(digits) || passesLuhn(digits), 'ecommerce.errors.cardNumberChecksum'),
    ),
    cardExpiry: v.pipe(
      v.string('ecommerce.errors.cardExpiryInvalid'),
      v.trim(),
      v.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'ecommerce.errors.cardExpiryInvalid'),
      v.check((expiry) => cardStillValid(expiry), 'ecommerce.errors.cardExpired'),
    ),
    cardCvv: v.pipe(v.string('ecommerce.errors.cardCvvInvalid'), v.trim(), v.regex(/^\d{3,4}$/, 'ecommerce.errors.cardCvvInvalid')),
  }),
  fields({ method: v.picklist(['paypal', 'cash'] as const, 'ecommerce.errors.paymentMethodRequired') }),
], 'ecommerce.errors.paymentMethodRequired'));
export type Payment = v.InferOutput<typeof PaymentSchema>;
/** The payment form's values (every field present, whatever the method). */
export interface PaymentInput {
  method: (typeof checkoutPaymentMethods)[number] | '';
  cardName: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvv: string;
}

/** POST /apps/ecommerce/orders body: the whole cart is ordered. */
export const PlaceOrderRequestSchema = /* @__PURE__ */ define(() => fields({
  address: AddressSchema,
  payment: PaymentSchema,
  couponCode: v.optional(text()),
}));
export type PlaceOrderRequest = v.InferOutput<typeof PlaceOrderRequestSchema>;

/** A placed order (the cart emptied into it). */
export interface Order {
  id: number;
  /** Shown to the customer: 'ORD-000123'. */
  number: string;
  items: { productId: number; name: string; qty: number; priceCents: number }[];
  summary: PriceSummary;
  address: Address;
  paymentMethod: (typeof checkoutPaymentMethods)[number];
}

/** POST /apps/ecommerce/orders answer (201). */
export interface OrderResponse {
  order: Order;
}

/** PATCH /apps/ecommerce/cart/{productId} answer. */
export type CartQuantityResponse = CartProductResponse;

/** The figures of a cart, in integer cents (no floating-point drift on the way to the total). */
export interface PriceSummary {
  itemCount: number;
  subtotalCents: number;
  discountCents: number;
  couponCents: number;
  deliveryCents: number;
  totalCents: number;
}

/** Dollars (at most two decimals) as integer cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/** What a cart line needs for the price summary. */
export type PricedLine = Pick<CartProduct, 'price' | 'qty' | 'discountPercentage' | 'hasFreeShipping'>;

/**
 * The cart's price summary: each line's discount rounded to the cent on its own subtotal, the
 * coupon on what is left after discounts, delivery per line without free shipping.
 */
export function priceSummary(lines: readonly PricedLine[], couponPercent = 0): PriceSummary {
  let itemCount = 0;
  let subtotalCents = 0;
  let discountCents = 0;
  let deliveryCents = 0;
  for (const line of lines) {
    const lineCents = toCents(line.price) * line.qty;
    itemCount += line.qty;
    subtotalCents += lineCents;
    discountCents += Math.round((lineCents * line.discountPercentage) / 100);
    if (!line.hasFreeShipping) deliveryCents += deliveryFeeCents;
  }
  const couponCents = Math.round(((subtotalCents - discountCents) * couponPercent) / 100);
  return { itemCount, subtotalCents, discountCents, couponCents, deliveryCents, totalCents: subtotalCents - discountCents - couponCents + deliveryCents };
}

/** The console's cache keys for the shop (queryKeys.shop): lists and details under `all`. */
export const shopQueryKeys = {
  all: ['shop'] as const,
  products: (query: ProductQuery) => ['shop', 'products', query] as const,
  product: (id: number) => ['shop', 'product', id] as const,
  wishlist: ['shop', 'wishlist'] as const,
  /** One key for the cart page and the navbar's cart: they can never disagree. */
  cart: ['shop', 'cart'] as const,
};
