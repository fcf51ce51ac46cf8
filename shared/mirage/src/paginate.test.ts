import { paginate, sortedPage } from './paginate';
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
