import type { CartItem, CartProduct, Product, ProductDetail, ProductListItem, WishlistItem } from '@console/contracts';
import { localIsoDate } from '@console/contracts/src/local-day';
import { seededRandom, type Random } from '../../seeded-random';
import { seedProducts, type StoredProduct } from './seed';
import { seededCartProductIds } from './cart-count';

/** A cart line as stored: its offer figures are drawn once, when the product is added. */
export interface StoredCartItem extends CartItem {
  shippingDate: string;
  offers: number;
  discountPercentage: number;
}

// The starting wishlist and cart: ids of the hand-written catalogue (kept only if they exist).
// The cart's ids live in cart-count.ts, which the sign-in reads for its count without this code.
const seededWishlist = [5, 18, 24, 13];

/**
 * The calendar day `days` after `now` where the mock runs (the user's browser), as YYYY-MM-DD:
 * "in 2 days" counts from the user's today, and at breakfast in Sydney the UTC date is still
 * yesterday. Counted in days, not 24-hour steps, so a clock change cannot skip or repeat a day.
 */
const localDayAfter = (now: Date, days: number) => localIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));

/** Spec §9: offers 1 to 4, discount 3 to 20 %, shipping 1 to 8 days after `now` (the user's calendar days). */
export function drawCartLine(random: Random, productId: number, id: number, now: Date): StoredCartItem {
  const shippingDate = localDayAfter(now, random.int(1, 8));
  return { id, productId, qty: 1, shippingDate, offers: random.int(1, 4), discountPercentage: random.int(3, 20) };
}

/** The shop's in-memory state (catalogue, wishlist, cart) and its views. */
export function createShop(scale?: number) {
  const products = seedProducts(scale);
  const byId = new Map(products.map((product) => [product.id, product]));
  const random = seededRandom('ecommerce-cart');
  const exists = (id: number) => byId.has(id);
  const wishlist: WishlistItem[] = seededWishlist.filter(exists).map((productId, index) => ({ id: index + 1, productId }));
  const cart: StoredCartItem[] = seededCartProductIds
    .filter(exists)
    // Dated from the start of the mock, as a line added now would be: never a delivery in the past.
    .map((productId, index) => drawCartLine(random, productId, index + 1, new Date()));
  // Counters, not "last id + 1": an id freed by a removal is never handed out again.
  const lastIds = { wishlist: wishlist.length, cart: cart.length, order: 0 };

  const inWishlist = (productId: number) => wishlist.some((item) => item.productId === productId);
  const inCart = (productId: number) => cart.some((item) => item.productId === productId);
  const fields = ({ colorOptions: _colors, ...product }: StoredProduct): Product => product;

  const listItem = (product: StoredProduct): ProductListItem => ({
    ...fields(product),
    isInWishlist: inWishlist(product.id),
    isInCart: inCart(product.id),
  });
  const detail = (product: StoredProduct): ProductDetail => ({ ...listItem(product), colorOptions: [...product.colorOptions] });
  const cartView = (product: StoredProduct, { qty, shippingDate, offers, discountPercentage }: StoredCartItem): CartProduct => ({
    ...detail(product),
    qty,
    shippingDate,
    offers,
    discountPercentage,
  });

  /**
   * The cart's lines, each delivery still to come: a cart kept past a line's shipping day (saved in
   * the browser for a week or more) gets that line quoted again, 1 to 8 days from `now`, as a line
   * added now would be, never "Delivery by" a day gone.
   */
  const cartProducts = (now = new Date()) => cart.flatMap((line) => {
    if (line.shippingDate < localDayAfter(now, 1)) line.shippingDate = localDayAfter(now, random.int(1, 8));
    const product = byId.get(line.productId);
    return product ? [cartView(product, line)] : [];
  });
  const brands = [...new Set(products.map((product) => product.brand))].sort();

  return {
    /** What the shop changes (the catalogue is fixed), kept in the browser by the domain. */
    state: { wishlist, cart, lastIds },
    products,
    brands,
    find: (id: number) => byId.get(id),
    listItem,
    detail,
    wishlist: () => wishlist.map((item) => ({ ...item })),
    cart: (): CartItem[] => cart.map(({ id, productId, qty }) => ({ id, productId, qty })),
    wishlistProducts: () => wishlist.flatMap((item) => byId.get(item.productId) ?? []).map(detail),
    cartProducts,
    /** Adds a product once; `added` is false when it was already in the cart. */
    addToCart(product: StoredProduct, now: Date): { added: boolean; product: CartProduct } {
      const existing = cart.find((line) => line.productId === product.id);
      if (existing) return { added: false, product: cartView(product, existing) };
      const line = drawCartLine(random, product.id, ++lastIds.cart, now);
      cart.push(line);
      return { added: true, product: cartView(product, line) };
    },
    /** Adds a product once; false when it was already wishlisted. */
    addToWishlist(productId: number): boolean {
      if (inWishlist(productId)) return false;
      wishlist.push({ id: ++lastIds.wishlist, productId });
      return true;
    },
    /** Sets a line's quantity; the updated cart view, or undefined when the product is not in the cart. */
    setQuantity(productId: number, qty: number): CartProduct | undefined {
      const line = cart.find((item) => item.productId === productId);
      const product = byId.get(productId);
      if (!line || !product) return undefined;
      line.qty = qty;
      return cartView(product, line);
    },
    /** Empties the cart (an order was placed) and hands out the next order id. */
    takeCart(): { orderId: number; lines: CartProduct[] } {
      const lines = cartProducts();
      cart.splice(0, cart.length);
      return { orderId: ++lastIds.order, lines };
    },
    /** Removes the product's line; false when it was not there. */
    removeFromCart: (productId: number) => removeWhere(cart, productId),
    removeFromWishlist: (productId: number) => removeWhere(wishlist, productId),
  };
}

/** The shop state type, for the route and query modules. */
export type Shop = ReturnType<typeof createShop>;

function removeWhere(rows: { productId: number }[], productId: number): boolean {
  const index = rows.findIndex((row) => row.productId === productId);
  if (index < 0) return false;
  rows.splice(index, 1);
  return true;
}
