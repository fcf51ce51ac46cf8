import { productColors, productRatings, type ProductListResponse, type ProductResponse } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { ecommerceDomain } from '.';
import { seedProducts } from './seed';

const { call, restart } = mockApi(() => [ecommerceDomain()]);
const list = async (query = '') => {
  const { status, body } = await call('GET', `/apps/ecommerce/products${query}`);
  expect(status).toBe(200);
  return body as ProductListResponse;
};
const ids = (body: ProductListResponse) => body.products.map((product) => product.id);
const seed = seedProducts();

describe('GET /apps/ecommerce/products', () => {
  it('answers the first 9 in catalogue order with the total, flags and the user lists', async () => {
    const body = await list();
    expect(ids(body)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(body.total).toBe(seed.length);
    expect(body.userWishlist).toEqual([{ id: 1, productId: 5 }, { id: 2, productId: 18 }, { id: 3, productId: 24 }, { id: 4, productId: 13 }]);
    expect(body.userCart).toEqual([{ id: 1, productId: 1, qty: 1 }, { id: 2, productId: 10, qty: 1 }, { id: 3, productId: 25, qty: 1 }]);
    const { colorOptions: _colors, ...first } = seed[0]!;
    expect(body.products[0]).toEqual({ ...first, isInWishlist: false, isInCart: true });
    expect(body.products[4]).toMatchObject({ id: 5, isInWishlist: true, isInCart: false });
    expect(body.products.every((product) => !('colorOptions' in product))).toBe(true);
  });

  it('matches q case-insensitively on the name only', async () => {
    const body = await list('?q=VoCaLiS&perPage=50');
    expect(body.products.map((product) => product.name)).toEqual(seed.filter((p) => p.name.includes('Vocalis')).map((p) => p.name));
    expect(body.total).toBe(5);
    expect((await list('?q=radio-desk')).total).toBe(0); // a description word, not a name
    expect(await list('?q=nothing-like-this')).toMatchObject({ products: [], total: 0 });
  });

  it('sorts by price both ways; featured or an unknown sort keeps catalogue order', async () => {
    const prices = (body: ProductListResponse) => body.products.map((product) => product.price);
    const asc = prices(await list('?sortBy=price-asc&perPage=100'));
    expect(asc).toEqual(seed.map((p) => p.price).sort((a, b) => a - b));
    expect(asc[0]).toBe(14.99);
    const desc = prices(await list('?sortBy=price-desc&perPage=100'));
    expect(desc).toEqual([...asc].reverse());
    expect(desc[0]).toBe(2499);
    expect(ids(await list('?sortBy=featured'))).toEqual(ids(await list()));
    expect(ids(await list('?sortBy=cheapest'))).toEqual(ids(await list()));
  });

  it('pages with perPage and page; bad values fall back to 9 and 1', async () => {
    expect(ids(await list('?perPage=5&page=2'))).toEqual([6, 7, 8, 9, 10]);
    expect(await list('?page=4')).toMatchObject({ total: 28, products: [{ id: 28 }] });
    expect(await list('?page=9')).toMatchObject({ total: 28, products: [] });
    expect(ids(await list('?perPage=abc&page=0'))).toEqual(ids(await list()));
    expect(ids(await list('?perPage=-3&page=x'))).toHaveLength(9);
  });

  it('combines search, sort and paging', async () => {
    const body = await list('?q=northlight&sortBy=price-desc&perPage=2&page=2');
    expect(body.total).toBe(4);
    expect(body.products.map((product) => product.name)).toEqual(['Northlight Softbox 90', 'Northlight Ring Light 18"']);
  });
});

describe('GET /apps/ecommerce/products/{id}', () => {
  it('answers the detail view with flags and colour options', async () => {
    const { status, body } = await call('GET', '/apps/ecommerce/products/5');
    expect(status).toBe(200);
    const { colorOptions, ...fields } = seed[4]!;
    expect(body).toEqual({ product: { ...fields, isInWishlist: true, isInCart: false, colorOptions } } satisfies ProductResponse);
    expect((await call('GET', '/apps/ecommerce/products/1')).body).toMatchObject({ product: { isInCart: true, isInWishlist: false } });
  });

  it.each(['999', '0', 'abc', '1.5'])('answers 404 { message } for unknown id %s', async (id) => {
    expect(await call('GET', `/apps/ecommerce/products/${id}`)).toEqual({ status: 404, body: { message: `Product ${id} was not found.` } });
  });
});

describe('product seed', () => {
  it('represents every rating, colour and shipping option with unique slugs and inline images', () => {
    expect(new Set(seed.map((p) => p.rating))).toEqual(new Set(productRatings));
    expect(new Set(seed.flatMap((p) => p.colorOptions))).toEqual(new Set(productColors));
    expect(new Set(seed.map((p) => p.hasFreeShipping))).toEqual(new Set([true, false]));
    expect(new Set(seed.map((p) => p.slug)).size).toBe(seed.length);
    expect(seed[12]!.slug).toBe('northlight-ring-light-18');
    const images = new Set(seed.map((p) => p.image));
    expect(images.size).toBeLessThanOrEqual(12);
    for (const image of images) expect(image).toMatch(/^data:image\/svg\+xml,%3Csvg xmlns='http:\/\/www.w3.org\/2000\/svg'/);
  });
});

describe('scale', () => {
  it('seeds exactly N products, the same every time, keeping only wishlist and cart ids that exist', async () => {
    restart([ecommerceDomain({ scale: 3 })]);
    const small = await list();
    expect(ids(small)).toEqual([1, 2, 3]);
    expect(small).toMatchObject({ total: 3, userWishlist: [], userCart: [{ productId: 1 }] });
    expect(seedProducts(10_000)).toHaveLength(10_000);
    expect(seedProducts(500)).toEqual(seedProducts(500));
    expect(seedProducts(500)).not.toEqual(seed.slice(0, 500));
  });

  it('answers filtered, sorted pages of 10,000 products quickly and compactly', async () => {
    restart([ecommerceDomain({ scale: 10_000 })]);
    const timings: number[] = [];
    let body: ProductListResponse | undefined;
    for (let run = 0; run < 9; run++) {
      const started = performance.now();
      body = await list(`?q=pro&sortBy=price-desc&page=${run + 2}`);
      timings.push(performance.now() - started);
    }
    expect(body?.total).toBeGreaterThan(500);
    expect(body?.products.every((product) => product.name.toLowerCase().includes('pro'))).toBe(true);
    expect(JSON.stringify(body).length).toBeLessThan(12_000);
    expect(timings.sort((a, b) => a - b)[4]).toBeLessThan(50);
    expect(ids(await list('?page=1111'))).toEqual([9_991, 9_992, 9_993, 9_994, 9_995, 9_996, 9_997, 9_998, 9_999]);
    expect(await list('?page=1112')).toMatchObject({ total: 10_000, products: [{ id: 10_000 }] });
  });
});
