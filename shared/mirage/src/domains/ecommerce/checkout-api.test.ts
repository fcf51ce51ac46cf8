import { priceSummary, type CartProductResponse, type CartResponse, type CouponResponse, type OrderResponse } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { ecommerceDomain } from '.';

const { call, get } = mockApi(() => [ecommerceDomain()]);
const cart = async () => (await get<CartResponse>('/apps/ecommerce/cart')).body.products;
const address = { fullName: 'Ada Lovelace', phone: '+44 20 7946 0000', street: '12 Analytical Row', city: 'London', postcode: 'N1 9GU', country: 'United Kingdom' };

describe('PATCH /apps/ecommerce/cart/{productId} (extension)', () => {
  it('sets the quantity from 1 to 10 and the cart shows it', async () => {
    const { status, body } = await call<CartProductResponse>('PATCH', '/apps/ecommerce/cart/10', { qty: 7 });
    expect(status).toBe(200);
    expect(body.product).toMatchObject({ id: 10, qty: 7 });
    expect((await cart()).find((line) => line.id === 10)?.qty).toBe(7);
  });

  it.each([0, 11, 2.5, '3'])('refuses %p with 400 and a message at qty, changing nothing', async (qty) => {
    const { status, body } = await call('PATCH', '/apps/ecommerce/cart/10', { qty });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'The quantity must be a whole number from 1 to 10.', errors: { qty: 'The quantity must be a whole number from 1 to 10.' } });
    expect((await cart()).find((line) => line.id === 10)?.qty).toBe(1);
  });

  it('answers 404 for a product that is not in the cart', async () => {
    expect((await call('PATCH', '/apps/ecommerce/cart/2', { qty: 2 })).status).toBe(404);
  });
});

describe('POST /apps/ecommerce/coupon (extension)', () => {
  it('answers a known code, whatever its case, with its percentage', async () => {
    expect(await call<CouponResponse>('POST', '/apps/ecommerce/coupon', { code: 'studio10' })).toEqual({ status: 200, body: { code: 'STUDIO10', percent: 10 } });
  });

  it('refuses an unknown or blank code with a message at code', async () => {
    expect(await call('POST', '/apps/ecommerce/coupon', { code: 'FREE' })).toEqual({
      status: 400,
      body: { message: 'This coupon code is not valid.', errors: { code: 'This coupon code is not valid.' } },
    });
    expect((await call('POST', '/apps/ecommerce/coupon', { code: ' ' })).body).toMatchObject({ errors: { code: 'Enter a coupon code.' } });
  });
});

describe('POST /apps/ecommerce/orders (extension)', () => {
  it('places the whole cart as an order with a number and the price summary, then empties the cart', async () => {
    await call('PATCH', '/apps/ecommerce/cart/25', { qty: 3 });
    const lines = await cart();
    const { status, body } = await call<OrderResponse>('POST', '/apps/ecommerce/orders', { address, payment: { method: 'cash' }, couponCode: 'CREW15' });
    expect(status).toBe(201);
    expect(body.order).toMatchObject({ id: 1, number: 'ORD-000001', paymentMethod: 'cash', address, summary: priceSummary(lines, 15) });
    expect(body.order.items.map((item) => [item.productId, item.qty])).toEqual([[1, 1], [10, 1], [25, 3]]);
    expect(await cart()).toEqual([]);
    expect((await call('POST', '/apps/ecommerce/orders', { address, payment: { method: 'cash' } })).body).toEqual({ message: 'The cart is empty.' });
  });

  it('answers 400 with a message per field of the address and the card, storing nothing', async () => {
    const { status, body } = await call('POST', '/apps/ecommerce/orders', {
      address: { ...address, fullName: ' ', postcode: '!' },
      payment: { method: 'card', cardName: 'Ada', cardNumber: '1234', cardExpiry: '13/30', cardCvv: '12' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: {
        'address.fullName': 'Full name is required.',
        'address.postcode': 'Enter a postcode of 3 to 10 letters or digits.',
        'payment.cardNumber': 'Enter a card number of 13 to 19 digits.',
        'payment.cardExpiry': 'Enter the expiry date as MM/YY.',
        'payment.cardCvv': 'Enter the 3 or 4 digit security code.',
      },
    });
    expect(await cart()).toHaveLength(3);
  });

  it('refuses a missing payment method and an unknown coupon', async () => {
    expect((await call('POST', '/apps/ecommerce/orders', { address, payment: {} })).body).toMatchObject({ errors: { 'payment.method': 'Choose a payment method.' } });
    expect((await call('POST', '/apps/ecommerce/orders', { address, payment: { method: 'paypal' }, couponCode: 'NOPE' })).status).toBe(400);
  });
});
