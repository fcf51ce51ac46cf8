/**
 * The last id each collection of a domain handed out, kept with the domain's persisted state
 * (an object, changed in place: docs/mock-backend.md, "Counters live in an object").
 */
export type LastIds<Name extends string> = Record<Name, number>;

const highestId = (rows: readonly unknown[]) =>
  rows.reduce<number>((max, row) => {
    const id = (row as { id?: unknown } | null)?.id;
    return typeof id === 'number' && Number.isFinite(id) ? Math.max(max, id) : max;
  }, 0);

/** Each collection's counter at its largest id (0 for none): a seed, or data saved before the counters. */
export function lastIdsOf<Name extends string>(collections: Record<Name, readonly unknown[]>): LastIds<Name> {
  const names = Object.keys(collections) as Name[];
  return Object.fromEntries(names.map((name) => [name, highestId(collections[name])])) as LastIds<Name>;
}

/**
 * A new record's id: one more than the last handed out, not than the largest left. An id freed
 * by a delete is never given again, so what still names it (a publisher's brands, an action-log
 * link) cannot come to point at a newer record.
 */
export function takeId<Name extends string>(lastIds: LastIds<Name>, name: Name): number {
  lastIds[name] += 1;
  return lastIds[name];
}

/**
 * Data saved before the counters (persist version 1) in the shape with them: each counter starts
 * at its saved collection's largest id. Undefined (the domain reseeds) when one is not a list.
 */
export function withLastIds(saved: Record<string, unknown>, names: readonly string[]): Record<string, unknown> | undefined {
  const collections: Record<string, readonly unknown[]> = {};
  for (const name of names) {
    const rows = saved[name];
    if (!Array.isArray(rows)) return undefined;
    collections[name] = rows;
  }
  return { ...saved, lastIds: lastIdsOf(collections) };
}
