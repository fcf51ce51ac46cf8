import type { ProductResponse } from '@console/contracts';
import { ecommerceDomain } from '../domains/ecommerce';
import { withLoggedServer } from './action-log-test-kit';
import { describeCall } from '.';

describe('describeCall of the caller’s cart and wishlist', () => {
  it.each([
    ['post', '/apps/ecommerce/cart', 'add-to-cart'],
    ['delete', '/apps/ecommerce/cart/:productId', 'remove-from-cart'],
    ['post', '/apps/ecommerce/wishlist', 'add-to-wishlist'],
    ['delete', '/apps/ecommerce/wishlist/:productId', 'remove-from-wishlist'],
  ])('calls %s %s “%s” of a Product read from the catalogue', (verb, pattern, action) => {
    expect(describeCall(verb, pattern)).toMatchObject({ action, entityType: 'Product', entityPattern: '/apps/ecommerce/products/:id' });
  });

  it('still calls a new quantity an update, and a product of the catalogue a Product', () => {
    expect(describeCall('patch', '/apps/ecommerce/cart/:productId')).toMatchObject({ action: 'update', entityType: 'Product', collectionPattern: '/apps/ecommerce/cart' });
  });
});

describe('the log of the caller’s cart and wishlist', () => {
  const { log, signIn } = withLoggedServer(() => [ecommerceDomain()]);

  const productName = async (call: Awaited<ReturnType<typeof signIn>>, id: number) => ((await (await call('GET', `/apps/ecommerce/products/${id}`)).json()) as ProductResponse).product.name;

  it('records a product added to the cart as that, with only what it changed of the product', async () => {
    const admin = await signIn('admin@demo.com', 'admin');
    const name = await productName(admin, 3);
    expect((await admin('POST', '/apps/ecommerce/cart', { productId: 3 })).status).toBe(201);
    expect(log.entries.at(-1)).toMatchObject({
      action: 'add-to-cart',
      entityType: 'Product',
      entityId: '3',
      name,
      summary: `add-to-cart Product “${name}”`,
      changes: [{ field: 'isInCart', before: false, after: true }],
    });
  });

  it('records nothing for a coupon checked, which stores nothing', async () => {
    const admin = await signIn('admin@demo.com', 'admin');
    const before = log.entries.length;
    await admin('POST', '/apps/ecommerce/coupon', { code: 'FOO' });
    await admin('POST', '/apps/ecommerce/coupon', { code: 'STUDIO10' });
    expect(log.entries).toHaveLength(before);
  });

  it('records a product already in the cart added again with no change', async () => {
    const admin = await signIn('admin@demo.com', 'admin');
    expect((await admin('POST', '/apps/ecommerce/cart', { productId: 1 })).status).toBe(200);
    expect(log.entries.at(-1)).toMatchObject({ action: 'add-to-cart', entityId: '1', changes: [] });
  });

  it('records a line’s new quantity, and its removal from the cart, not a deleted product', async () => {
    const admin = await signIn('admin@demo.com', 'admin');
    const name = await productName(admin, 10);
    await admin('PATCH', '/apps/ecommerce/cart/10', { qty: 3 });
    expect(log.entries.at(-1)).toMatchObject({ action: 'update', entityType: 'Product', entityId: '10', name, changes: [{ field: 'qty', before: 1, after: 3 }] });
    await admin('DELETE', '/apps/ecommerce/cart/10');
    expect(log.entries.at(-1)).toMatchObject({ action: 'remove-from-cart', entityType: 'Product', entityId: '10', name, changes: [{ field: 'isInCart', before: true, after: false }] });
  });

  it('records the wishlist’s additions and removals the same way', async () => {
    const admin = await signIn('admin@demo.com', 'admin');
    await admin('POST', '/apps/ecommerce/wishlist', { productId: 2 });
    await admin('DELETE', '/apps/ecommerce/wishlist/5');
    expect(log.entries.slice(-2)).toMatchObject([
      { action: 'add-to-wishlist', entityId: '2', changes: [{ field: 'isInWishlist', before: false, after: true }] },
      { action: 'remove-from-wishlist', entityId: '5', changes: [{ field: 'isInWishlist', before: true, after: false }] },
    ]);
  });
});
