import { paginate, sortedPage, sortedPageBy } from './paginate';
import { seededRandom } from './seeded-random';

describe('sortedPage', () => {
  const random = seededRandom('sorted-page');
  const rows = Array.from({ length: 1_000 }, (_, index) => ({ id: index + 1, key: random.int(0, 50) }));
  const byKey = (a: { id: number; key: number }, b: { id: number; key: number }) => a.key - b.key || a.id - b.id;

  it.each([
    [1, 10],
    [3, 10],
    [1, 25],
    [12, 10], // end × 8 ≤ 1,000: still the buffer
    [13, 10], // past it: the whole sort
    [100, 10],
    [101, 10], // past the end: nothing
  ])('page %i of %i is the same page as sorting everything', (page, perPage) => {
    expect(sortedPage(rows, byKey, page, perPage)).toEqual(paginate([...rows].sort(byKey), page, perPage));
  });

  it('leaves the rows it is given in their order', () => {
    const before = rows.map((row) => row.id);
    sortedPage(rows, byKey, 1, 10);
    expect(rows.map((row) => row.id)).toEqual(before);
  });
});

describe('sortedPageBy', () => {
  const rows = [
    { name: 'b', n: 1 },
    { name: 'a', n: 2 },
    { name: 'b', n: 3 },
    { name: 'c', n: 4 },
    { name: 'a', n: 5 },
  ];
  const byName = (a: string, b: string) => a.localeCompare(b);

  it('sorts by the key both ways, rows with equal keys in their given order each way', () => {
    const names = (sort: 'asc' | 'desc') => sortedPageBy(rows, (row) => row.name, byName, { sort, page: 1, perPage: 5 }).map((row) => row.n);
    expect(names('asc')).toEqual([2, 5, 1, 3, 4]);
    expect(names('desc')).toEqual([4, 1, 3, 2, 5]);
  });

  it('reads each row\'s key once, however many comparisons the sort makes', () => {
    const keyOf = jest.fn((row: { name: string }) => row.name);
    expect(sortedPageBy(rows, keyOf, byName, { sort: 'asc', page: 2, perPage: 2 }).map((row) => row.n)).toEqual([1, 3]);
    expect(keyOf).toHaveBeenCalledTimes(rows.length);
  });
});
