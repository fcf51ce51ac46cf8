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

/** `value` when it is one of `list` (an enum query parameter), else '' (= not given). */
export function oneOf<T extends string>(list: readonly T[], value: string): T | '' {
  return (list as readonly string[]).includes(value) ? (value as T) : '';
}
