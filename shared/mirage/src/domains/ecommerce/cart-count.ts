/**
 * The cart's item count, as the sign-in answers it (`extras.eCommerceCartItemsCount`), without
 * the shop's code: the auth domain imports this module, and it loads on the sign-in pages, whose
 * JS is budgeted. Nothing here may import the catalogue, the seed or the handlers.
 */

/** The shop's saved-data version (the domain's `persist.version`): bump it when the shop's seed or shape changes. */
export const shopDataVersion = 1;

/** The seeded cart: ids of the hand-written catalogue, one of each (kept only where the catalogue has them). */
export const seededCartProductIds: readonly number[] = [1, 10, 25];

/** What the e-commerce domain gives its peers (`peer<ShopPeer>('ecommerce')`), once it has loaded in this page. */
export interface ShopPeer {
  /** The cart's item count now. */
  cartItemCount(): number;
}

/** Items, as the navbar's badge counts them (`priceSummary`'s itemCount): the sum of the lines' quantities. */
export function cartItemCount(lines: readonly { qty: number }[]): number {
  return lines.reduce((sum, line) => sum + line.qty, 0);
}

/**
 * The seeded cart's count. A generated catalogue (`scale`) numbers its products 1 to scale, so a
 * small one lacks some of the seeded ids; the default catalogue has them all (shop's tests).
 */
export function seededCartItemCount(scale?: number): number {
  return seededCartProductIds.filter((id) => scale === undefined || id <= scale).length;
}

const isObject = (value: unknown) => Object.prototype.toString.call(value) === '[object Object]';
const isLine = (line: unknown): line is { qty: number } => isObject(line) && typeof (line as { qty?: unknown }).qty === 'number';

/**
 * The count of a stored shop record, or undefined where the shop would not adopt the record (another
 * version, not the state's shape: `restoreInPlace`'s check) and starts from its seed instead.
 */
export function storedCartItemCount(record: { version: number; data: Record<string, unknown> } | undefined): number | undefined {
  if (record?.version !== shopDataVersion || !isObject(record.data)) return undefined;
  const { cart, wishlist, lastIds } = record.data;
  if (!Array.isArray(cart) || !Array.isArray(wishlist) || !isObject(lastIds) || !cart.every(isLine)) return undefined;
  return cartItemCount(cart);
}
