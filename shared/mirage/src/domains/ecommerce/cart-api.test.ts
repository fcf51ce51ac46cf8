import type { CartProduct, CartResponse, ProductListResponse } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { ecommerceDomain } from '.';

const { call, restart } = mockApi(() => [ecommerceDomain()]);
const cart = async () => ((await call('GET', '/apps/ecommerce/cart')).body as CartResponse).products;
const ids = (products: { id: number }[]) => products.map((product) => product.id);
/** The user's calendar day `days` after the moment `time`, as YYYY-MM-DD (deliveries are dated in the browser's zone). */
function dayAfter(time: number, days: number) {
  const moment = new Date(time);
  const day = new Date(moment.getFullYear(), moment.getMonth(), moment.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** Spec §9 ranges of one cart line, shipping counted from `from` (inclusive span of clock readings). */
function expectCartLine(line: CartProduct, from: number, to = from) {
  expect(line.qty).toBe(1);
  expect(line.offers).toBeGreaterThanOrEqual(1);
  expect(line.offers).toBeLessThanOrEqual(4);
  expect(line.discountPercentage).toBeGreaterThanOrEqual(3);
  expect(line.discountPercentage).toBeLessThanOrEqual(20);
  expect(line.shippingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(Date.parse(line.shippingDate)).toBeGreaterThanOrEqual(Date.parse(dayAfter(from, 1)));
  expect(Date.parse(line.shippingDate)).toBeLessThanOrEqual(Date.parse(dayAfter(to, 8)));
  expect(line).toMatchObject({ isInCart: true, colorOptions: expect.any(Array) });
}

describe('GET /apps/ecommerce/cart', () => {
  it('answers the seeded cart in the cart view, shipping 1 to 8 days after the mock started', async () => {
    const { status, body } = await call('GET', '/apps/ecommerce/cart');
    expect(status).toBe(200);
    const products = (body as CartResponse).products;
    expect(ids(products)).toEqual([1, 10, 25]);
    // The mock started in this test's beforeEach: within the last minute.
    for (const line of products) expectCartLine(line, Date.now() - 60_000, Date.now());
    expect(products[0]).toMatchObject({ name: 'Lumora C4 Cinema Camera', slug: 'lumora-c4-cinema-camera', price: 2499, isInWishlist: false });
  });

  it('draws the same seeded cart lines on every start', async () => {
    const first = await cart();
    restart();
    expect(await cart()).toEqual(first);
  });
});

describe('POST and DELETE /apps/ecommerce/cart', () => {
  it('adds a product with 201: qty 1, spec ranges, shown in every view', async () => {
    const before = Date.now();
    const { status, body } = await call('POST', '/apps/ecommerce/cart', { productId: 2 });
    expect(status).toBe(201);
    const line = (body as { product: CartProduct }).product;
    expect(line).toMatchObject({ id: 2, name: 'Lumora Vlog Mini' });
    expectCartLine(line, before, Date.now());
    expect((await cart()).at(-1)).toEqual(line);
    const listed = (await call('GET', '/apps/ecommerce/products')).body as ProductListResponse;
    expect(listed.userCart.at(-1)).toEqual({ id: 4, productId: 2, qty: 1 });
    expect(listed.products[1]).toMatchObject({ id: 2, isInCart: true });
  });

  it('keeps every drawn figure within the spec ranges and varies them', async () => {
    const lines: CartProduct[] = [];
    const before = Date.now();
    // Product 10 is already in the cart.
    for (const id of [2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]) lines.push(((await call('POST', '/apps/ecommerce/cart', { productId: id })).body as { product: CartProduct }).product);
    for (const line of lines) expectCartLine(line, before, Date.now());
    expect(new Set(lines.map((line) => line.offers)).size).toBeGreaterThan(1);
    expect(new Set(lines.map((line) => line.discountPercentage)).size).toBeGreaterThan(1);
    expect(new Set(lines.map((line) => line.shippingDate)).size).toBeGreaterThan(1);
  });

  it('does not duplicate a product already in the cart (200, the same line)', async () => {
    const before = await cart();
    const { status, body } = await call('POST', '/apps/ecommerce/cart', { productId: 10 });
    expect(status).toBe(200);
    expect(body).toEqual({ product: before[1] });
    expect(await cart()).toEqual(before);
  });

  it('answers 404 for an unknown product and 400 with a field error for a malformed body, changing nothing', async () => {
    const before = await cart();
    expect(await call('POST', '/apps/ecommerce/cart', { productId: 999 })).toEqual({ status: 404, body: { message: 'Product 999 was not found.' } });
    for (const bad of [{}, { productId: '2' }, { productId: 1.5 }, { productId: -1 }, 'not json', [2]]) {
      expect(await call('POST', '/apps/ecommerce/cart', bad)).toEqual({
        status: 400,
        body: { message: 'The cart item is not valid.', errors: { productId: 'A product id (a positive whole number) is required.' } },
      });
    }
    expect(await cart()).toEqual(before);
  });

  it('removes a product with 200 { productId }; a product not in the cart answers 404', async () => {
    expect(await call('DELETE', '/apps/ecommerce/cart/10')).toEqual({ status: 200, body: { productId: 10 } });
    expect(ids(await cart())).toEqual([1, 25]);
    expect((await call('GET', '/apps/ecommerce/products/10')).body).toMatchObject({ product: { isInCart: false } });
    for (const id of ['10', '2', '999', 'abc']) {
      expect(await call('DELETE', `/apps/ecommerce/cart/${id}`)).toEqual({ status: 404, body: { message: `Product ${id} is not in the cart.` } });
    }
    expect(ids(await cart())).toEqual([1, 25]);
  });

  it('never reuses a line id after a removal', async () => {
    await call('DELETE', '/apps/ecommerce/cart/25');
    await call('POST', '/apps/ecommerce/cart', { productId: 3 });
    const { userCart } = (await call('GET', '/apps/ecommerce/products')).body as ProductListResponse;
    expect(userCart).toEqual([{ id: 1, productId: 1, qty: 1 }, { id: 2, productId: 10, qty: 1 }, { id: 4, productId: 3, qty: 1 }]);
  });
});
