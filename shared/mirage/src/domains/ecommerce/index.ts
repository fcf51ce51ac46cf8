import {
  type CartProductResponse,
  type CartResponse,
  ProductIdRequestSchema,
  type ProductResponse,
  type RemovedProductResponse,
  type WishlistResponse,
} from '@console/contracts/src/ecommerce';
import type { Request } from 'miragejs';
import type { MockDomain } from '../../mock-domain';
import type { SeedOptions } from '../../seed-options';
import { apiError, json, queryParam, readJson } from '../../http';
import { checkBody } from '../../check';
import { parseProductQuery, queryProducts } from './query';
import { createShop } from './shop';
import { checkoutRoutes } from './checkout-routes';
import { cartItemCount, shopDataVersion, type ShopPeer } from './cart-count';

export { seedProducts } from './seed';

/** A whole-number id from a path segment, or undefined (so it can never match a product). */
function pathId(request: Request, name: string): number | undefined {
  const raw = request.params[name] ?? '';
  return /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/** The productId of a POST body, or the 400 field error (also for a body that is not an object). */
const readProductId = (request: Request) => checkBody(ProductIdRequestSchema, readJson(request), 'productId');

const notFound = (id: unknown) => apiError(404, `Product ${String(id)} was not found.`);

/** Spec §7 E-commerce calls (products, wishlist, cart) and the shop's extensions (docs/api/shop.md), over in-memory lists. */
export function ecommerceDomain({ scale }: SeedOptions = {}): MockDomain {
  const shop = createShop(scale);
  return {
    name: 'ecommerce',
    persist: { version: shopDataVersion, state: shop.state },
    // The sign-in's cart count (auth domain) while this domain is loaded: the cart as it is now.
    provides: { cartItemCount: () => cartItemCount(shop.cartProducts()) } satisfies ShopPeer,
    routes(server) {
      server.get('/apps/ecommerce/products', (_schema, request) =>
        json(200, queryProducts(shop, parseProductQuery((name) => queryParam(request, name)))),
      );

      server.get('/apps/ecommerce/products/:id', (_schema, request) => {
        const product = shop.find(pathId(request, 'id') ?? 0);
        if (!product) return notFound(request.params.id);
        return json(200, { product: shop.detail(product) } satisfies ProductResponse);
      });

      server.get('/apps/ecommerce/wishlist', () => json(200, { products: shop.wishlistProducts() } satisfies WishlistResponse));
      server.get('/apps/ecommerce/cart', () => json(200, { products: shop.cartProducts() } satisfies CartResponse));

      server.post('/apps/ecommerce/cart', (_schema, request) => {
        const input = readProductId(request);
        if (!input.ok) return apiError(400, 'The cart item is not valid.', input.errors);
        const found = shop.find(input.value.productId);
        if (!found) return notFound(input.value.productId);
        // Real clock: the spec dates shipping "from now"; tests assert a range.
        const { added, product } = shop.addToCart(found, new Date());
        return json(added ? 201 : 200, { product } satisfies CartProductResponse);
      });

      server.post('/apps/ecommerce/wishlist', (_schema, request) => {
        const input = readProductId(request);
        if (!input.ok) return apiError(400, 'The wishlist item is not valid.', input.errors);
        const product = shop.find(input.value.productId);
        if (!product) return notFound(input.value.productId);
        const added = shop.addToWishlist(input.value.productId);
        return json(added ? 201 : 200, { product: shop.detail(product) } satisfies ProductResponse);
      });

      server.delete('/apps/ecommerce/cart/:productId', (_schema, request) => {
        const productId = pathId(request, 'productId');
        if (productId === undefined || !shop.removeFromCart(productId)) {
          return apiError(404, `Product ${String(request.params.productId)} is not in the cart.`);
        }
        return json(200, { productId } satisfies RemovedProductResponse);
      });

      server.delete('/apps/ecommerce/wishlist/:productId', (_schema, request) => {
        const productId = pathId(request, 'productId');
        if (productId === undefined || !shop.removeFromWishlist(productId)) {
          return apiError(404, `Product ${String(request.params.productId)} is not in the wishlist.`);
        }
        return json(200, { productId } satisfies RemovedProductResponse);
      });

      checkoutRoutes(server, shop, pathId);
    },
  };
}
