import type { ProductListResponse, WishlistResponse } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { ecommerceDomain } from '.';

const { call } = mockApi(() => [ecommerceDomain()]);
const wishlist = async () => ((await call('GET', '/apps/ecommerce/wishlist')).body as WishlistResponse).products;
const ids = (products: { id: number }[]) => products.map((product) => product.id);

describe('GET /apps/ecommerce/wishlist', () => {
  it('answers the seeded wishlist in the detail view, in the order added', async () => {
    const { status, body } = await call('GET', '/apps/ecommerce/wishlist');
    expect(status).toBe(200);
    const products = (body as WishlistResponse).products;
    expect(ids(products)).toEqual([5, 18, 24, 13]);
    expect(products.every((product) => product.isInWishlist && !product.isInCart && product.colorOptions.length > 0)).toBe(true);
  });
});

describe('POST and DELETE /apps/ecommerce/wishlist', () => {
  it('adds a product with 201 { product } in the detail view, once', async () => {
    const { status, body } = await call('POST', '/apps/ecommerce/wishlist', { productId: 1 });
    expect(status).toBe(201);
    expect(body).toMatchObject({ product: { id: 1, isInWishlist: true, isInCart: true, colorOptions: ['black'] } });
    expect(ids(await wishlist())).toEqual([5, 18, 24, 13, 1]);
    expect(await call('POST', '/apps/ecommerce/wishlist', { productId: 1 })).toEqual({ status: 200, body });
    expect(ids(await wishlist())).toEqual([5, 18, 24, 13, 1]);
    const { userWishlist } = (await call('GET', '/apps/ecommerce/products')).body as ProductListResponse;
    expect(userWishlist.at(-1)).toEqual({ id: 5, productId: 1 });
  });

  it('answers 404 for an unknown product and 400 for a malformed body, changing nothing', async () => {
    expect(await call('POST', '/apps/ecommerce/wishlist', { productId: 4242 })).toEqual({ status: 404, body: { message: 'Product 4242 was not found.' } });
    for (const bad of [{ id: 3 }, { productId: '3' }, null]) {
      expect(await call('POST', '/apps/ecommerce/wishlist', bad)).toEqual({
        status: 400,
        body: { message: 'The wishlist item is not valid.', errors: { productId: 'A product id (a positive whole number) is required.' } },
      });
    }
    expect(ids(await wishlist())).toEqual([5, 18, 24, 13]);
  });

  it('removes a product with 200 { productId }; a product not wishlisted answers 404', async () => {
    expect(await call('DELETE', '/apps/ecommerce/wishlist/18')).toEqual({ status: 200, body: { productId: 18 } });
    expect(ids(await wishlist())).toEqual([5, 24, 13]);
    expect((await call('GET', '/apps/ecommerce/products/18')).body).toMatchObject({ product: { isInWishlist: false } });
    expect(await call('DELETE', '/apps/ecommerce/wishlist/18')).toEqual({ status: 404, body: { message: 'Product 18 is not in the wishlist.' } });
    expect((await call('DELETE', '/apps/ecommerce/wishlist/999')).status).toBe(404);
    expect(ids(await wishlist())).toEqual([5, 24, 13]);
  });
});
