import {
  CartQuantityRequestSchema,
  type CartProductResponse,
  CouponRequestSchema,
  type CouponResponse,
  type OrderResponse,
  PlaceOrderRequestSchema,
  priceSummary,
  shopCoupons,
  toCents,
} from '@console/contracts/src/ecommerce';
import { ecommerceMessagesEn } from '@console/contracts/src/ecommerce-messages';
import type { Request, Server } from 'miragejs';
import { apiError, json, readJson } from '../../http';
import { checkBody } from '../../check';
import type { Shop } from './shop';

/** The coupon's percentage, or undefined for a code the shop does not know (case-insensitive). */
export const couponPercent = (code: string) => shopCoupons[code.trim().toUpperCase()];

/** Extensions of spec §7 for the cart and checkout (docs/api/shop.md). */
export function checkoutRoutes(server: Server, shop: Shop, pathId: (request: Request, name: string) => number | undefined) {
  server.patch('/apps/ecommerce/cart/:productId', (_schema, request) => {
    const input = checkBody(CartQuantityRequestSchema, readJson(request));
    if (!input.ok) return apiError(400, ecommerceMessagesEn['ecommerce.errors.qtyRange'], input.errors);
    const productId = pathId(request, 'productId');
    const product = productId === undefined ? undefined : shop.setQuantity(productId, input.value.qty);
    if (!product) return apiError(404, `Product ${String(request.params.productId)} is not in the cart.`);
    return json(200, { product } satisfies CartProductResponse);
  });

  server.post('/apps/ecommerce/coupon', (_schema, request) => {
    const input = checkBody(CouponRequestSchema, readJson(request));
    if (!input.ok) return apiError(400, ecommerceMessagesEn['ecommerce.errors.couponRequired'], input.errors);
    const percent = couponPercent(input.value.code);
    const unknown = ecommerceMessagesEn['ecommerce.errors.couponUnknown'];
    if (percent === undefined) return apiError(400, unknown, { code: unknown });
    return json(200, { code: input.value.code.toUpperCase(), percent } satisfies CouponResponse);
  });

  server.post('/apps/ecommerce/orders', (_schema, request) => {
    const input = checkBody(PlaceOrderRequestSchema, readJson(request));
    if (!input.ok) return apiError(400, 'The order is not valid.', input.errors);
    const { address, payment, couponCode = '' } = input.value;
    const percent = couponCode ? couponPercent(couponCode) : 0;
    if (percent === undefined) return apiError(400, ecommerceMessagesEn['ecommerce.errors.couponUnknown'], { couponCode: ecommerceMessagesEn['ecommerce.errors.couponUnknown'] });
    if (shop.cart().length === 0) return apiError(400, ecommerceMessagesEn['ecommerce.errors.cartEmpty']);
    const { orderId, lines } = shop.takeCart();
    const order: OrderResponse['order'] = {
      id: orderId,
      number: `ORD-${String(orderId).padStart(6, '0')}`,
      items: lines.map((line) => ({ productId: line.id, name: line.name, qty: line.qty, priceCents: toCents(line.price) })),
      summary: priceSummary(lines, percent),
      address,
      paymentMethod: payment.method,
    };
    return json(201, { order } satisfies OrderResponse);
  });
}
