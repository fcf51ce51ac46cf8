/** A positive whole number from a query value, or the fallback (bad input never throws). */
export function positiveInt(value: string, fallback: number): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** One page of rows; pages start at 1 (spec §9). */
export function paginate<T>(rows: readonly T[], page: number, perPage: number): T[] {
  const start = (page - 1) * perPage;
  return rows.slice(start, start + perPage);
}

/**
 * One page of `rows` in `compare`'s order (a total order: ties broken, e.g. by id), without
 * sorting them all when the page is near the start: the first `page × perPage` rows are kept in
 * a sorted buffer, and most rows cost one comparison with its last. 10,000 rows by title, page 1:
 * ~10,000 collator calls instead of ~130,000. Deep pages sort the whole set, as before.
 */
export function sortedPage<T>(rows: readonly T[], compare: (a: T, b: T) => number, page: number, perPage: number): T[] {
  const start = (page - 1) * perPage;
  const end = start + perPage;
  if (end * 8 > rows.length) return paginate([...rows].sort(compare), page, perPage);
  const best: T[] = [];
  for (const row of rows) {
    const last = best[best.length - 1];
    if (best.length === end && last !== undefined && compare(row, last) >= 0) continue;
    // Binary search for the first kept row that sorts after this one.
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(best[middle] as T, row) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, row);
    if (best.length > end) best.pop();
  }
  return best.slice(start, end);
}

/**
 * One page of `rows` sorted by a key read once per row (a comparator that parsed dates or read
 * fields would repeat it for every comparison), ascending or descending; rows with equal keys keep
 * their order in `rows` in both directions.
 */
export function sortedPageBy<T, K>(
  rows: readonly T[],
  keyOf: (row: T) => K,
  compareKeys: (a: K, b: K) => number,
  params: { sort: 'asc' | 'desc'; page: number; perPage: number },
): T[] {
  const sign = params.sort === 'desc' ? -1 : 1;
  const keyed = rows.map((row, index) => ({ row, key: keyOf(row), index }));
  return sortedPage(keyed, (a, b) => sign * compareKeys(a.key, b.key) || a.index - b.index, params.page, params.perPage).map((entry) => entry.row);
}

/** `value` when it is one of `list` (an enum query parameter), else '' (= not given). */
export function oneOf<T extends string>(list: readonly T[], value: string): T | '' {
  return (list as readonly string[]).includes(value) ? (value as T) : '';
}
