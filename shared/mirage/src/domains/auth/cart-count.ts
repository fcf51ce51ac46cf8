import { savedRecordsPeer, type SavedRecords } from '../../persist/saved-records';
import { seededCartItemCount, storedCartItemCount, type ShopPeer } from '../ecommerce/cart-count';

/** How a domain reads another's data (the core's `peer`); absent when a test starts the domain alone. */
type Peer = <T>(name: string) => T | undefined;

/**
 * The cart's item count at this moment, for `extras.eCommerceCartItemsCount` (spec §3: the navbar
 * shows it on first paint, before the cart loads). The demo has one cart, shared by every account.
 * From the shop itself when it has loaded in this page; otherwise from what the browser keeps of
 * it, or its seed: the sign-in pages never download the shop's code and catalogue for a number.
 */
export function cartCountReader(peer: Peer | undefined, scale?: number): () => Promise<number> {
  return async () => {
    const shop = peer?.<ShopPeer>('ecommerce');
    if (shop) return shop.cartItemCount();
    const stored = await peer?.<SavedRecords>(savedRecordsPeer)?.saved('ecommerce').catch(() => undefined);
    return storedCartItemCount(stored) ?? seededCartItemCount(scale);
  };
}
