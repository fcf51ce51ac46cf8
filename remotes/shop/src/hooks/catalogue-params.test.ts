import { catalogueParams, catalogueQuery, chosenBrands, type CatalogueValues } from './catalogue-params';

/** The values as useUrlState reads them: each parameter parsed, or its default when refused. */
function read(search: string): CatalogueValues {
  const params = new URLSearchParams(search);
  const entries = Object.entries(catalogueParams).map(([key, param]) => {
    const raw = params.get(key);
    return [key, (raw === null ? undefined : param.parse(raw)) ?? param.defaultValue];
  });
  return Object.fromEntries(entries) as CatalogueValues;
}

describe('the catalogue’s URL', () => {
  it('reads every filter into the API query', () => {
    const values = read('q=mic&sortBy=price-desc&page=2&minPrice=50&maxPrice=400&category=microphone&brands=Vocalis,Castline&rating=4&freeShipping=true&view=list');
    expect(values.view).toBe('list');
    expect(chosenBrands(values)).toEqual(['Vocalis', 'Castline']);
    expect(catalogueQuery(values)).toEqual({
      q: 'mic',
      sortBy: 'price-desc',
      page: 2,
      minPrice: 50,
      maxPrice: 400,
      category: 'microphone',
      brands: ['Vocalis', 'Castline'],
      minRating: 4,
      freeShipping: true,
    });
  });

  it('reads a bare URL as the first page of the featured catalogue, unfiltered', () => {
    const values = read('');
    expect(catalogueQuery(values)).toEqual({ sortBy: 'featured', page: 1 });
  });

  it('reads values it does not accept as "not filtered" (a hand-edited link never breaks the page)', () => {
    const values = read('minPrice=cheap&maxPrice=-3&category=boats&rating=9&freeShipping=yes&brands=,,&sortBy=random&page=0');
    expect(catalogueQuery(values)).toEqual({ sortBy: 'featured', page: 1 });
  });

  it('takes price bounds with cents up to six digits of dollars, and nothing past them', () => {
    expect(catalogueQuery(read('minPrice=649.99&maxPrice=999999'))).toMatchObject({ minPrice: 649.99, maxPrice: 999_999 });
    expect(catalogueQuery(read('minPrice=2.5&maxPrice=0.05'))).toMatchObject({ minPrice: 2.5, maxPrice: 0.05 });
    for (const wrong of ['2.555', '1000000', '999999.5', '1e3', '-5', '.5']) {
      expect(catalogueQuery(read(`minPrice=${wrong}`)).minPrice).toBeUndefined();
    }
  });
});
