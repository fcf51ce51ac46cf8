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
