import type { ProductListResponse } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { ecommerceDomain } from '.';
import { parseProductQuery } from './query';
import { seedProducts } from './seed';

const { get } = mockApi(() => [ecommerceDomain()]);
const seed = seedProducts();
const list = async (query: string) => (await get<ProductListResponse>(`/apps/ecommerce/products?perPage=100&${query}`)).body;

describe('GET /apps/ecommerce/products filters (extension)', () => {
  it('narrows to a price range, both ends inclusive', async () => {
    const body = await list('minPrice=100&maxPrice=329');
    const expected = seed.filter((product) => product.price >= 100 && product.price <= 329);
    expect(body.products.map((product) => product.id)).toEqual(expected.map((product) => product.id));
    expect(body.total).toBe(expected.length);
    expect(body.products.some((product) => product.price === 329)).toBe(true);
  });

  it('narrows to a category, to any of several brands, to a minimum rating and to free shipping', async () => {
    expect((await list('category=microphone')).products.every((product) => product.category === 'microphone')).toBe(true);
    const brands = await list('brands=Lumora,Hushform');
    expect(new Set(brands.products.map((product) => product.brand))).toEqual(new Set(['Lumora', 'Hushform']));
    expect(brands.total).toBe(seed.filter((product) => ['Lumora', 'Hushform'].includes(product.brand)).length);
    const rated = await list('minRating=4');
    expect(rated.total).toBe(seed.filter((product) => product.rating >= 4).length);
    expect(rated.products.every((product) => product.rating >= 4)).toBe(true);
    const free = await list('freeShipping=true');
    expect(free.total).toBe(seed.filter((product) => product.hasFreeShipping).length);
  });

  it('combines filters with search and sort, and lists every brand for the filter', async () => {
    const body = await list('q=pro&freeShipping=true&sortBy=price-desc');
    const expected = seed.filter((product) => product.name.toLowerCase().includes('pro') && product.hasFreeShipping).sort((a, b) => b.price - a.price);
    expect(body.products.map((product) => product.id)).toEqual(expected.map((product) => product.id));
    expect(body.brands).toEqual(['Castline', 'Framewell', 'Hushform', 'Lumora', 'Northlight', 'Reelhouse', 'Steadyfield', 'Vocalis']);
  });

  it('answers an empty page with total 0 when nothing matches', async () => {
    expect(await list('category=mug&minRating=5')).toMatchObject({ products: [], total: 0 });
  });
});

describe('parseProductQuery', () => {
  const parse = (params: Record<string, string>) => parseProductQuery((name) => params[name] ?? '');

  it('reads every filter, prices as cents and brands case-insensitively', () => {
    expect(parse({ minPrice: '19.99', maxPrice: '100', category: 'light', brands: 'Lumora, vocalis', minRating: '3', freeShipping: 'true' })).toMatchObject({
      minPriceCents: 1999,
      maxPriceCents: 10000,
      category: 'light',
      brands: ['lumora', 'vocalis'],
      minRating: 3,
      freeShipping: true,
    });
  });

  it('reads bad values as "not filtered" instead of failing', () => {
    expect(parse({ minPrice: 'cheap', maxPrice: '-5', category: 'boats', brands: ',', minRating: '9', freeShipping: 'yes' })).toMatchObject({
      minPriceCents: 0,
      maxPriceCents: 0,
      category: '',
      brands: [],
      minRating: 0,
      freeShipping: false,
    });
  });
});
