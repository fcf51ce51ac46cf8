import { priceSummary } from '@console/contracts/src/ecommerce';
import { seededCartItemCount, storedCartItemCount, shopDataVersion, type ShopPeer } from './cart-count';
import { createShop } from './shop';
import { ecommerceDomain } from '.';

// The sign-in answers these counts without the shop's code: they must agree with the shop's own cart.
describe('the cart count read without the shop', () => {
  it.each([[undefined], [12], [1]])('is what the seeded cart holds (scale %s)', (scale) => {
    expect(seededCartItemCount(scale)).toBe(priceSummary(createShop(scale).cartProducts()).itemCount);
  });

  it('is what the navbar counts of the shop’s cart once it has loaded: the quantities added up', () => {
    const shop = ecommerceDomain();
    const peer = shop.provides as ShopPeer;
    const { cart } = shop.persist?.state as ReturnType<typeof createShop>['state'];
    const first = cart[0];
    if (!first) throw new Error('The seeded cart is empty.');
    first.qty = 4;
    expect(peer.cartItemCount()).toBe(6);
  });

  it('reads a stored record only where the shop would adopt it, else leaves it to the seed', () => {
    const state = createShop().state;
    state.cart.push({ ...state.cart[0]!, id: 4, productId: 2, qty: 2 });
    expect(storedCartItemCount({ version: shopDataVersion, data: state })).toBe(5);
    expect(storedCartItemCount({ version: shopDataVersion + 1, data: state })).toBeUndefined();
    expect(storedCartItemCount({ version: shopDataVersion, data: { cart: state.cart } })).toBeUndefined();
    expect(storedCartItemCount(undefined)).toBeUndefined();
  });
});
