/** A small deterministic random source (mulberry32), so seeds are identical on every start. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A date `daysBack` to `daysForward` days around `from`, as YYYY-MM-DD. */
  isoDate(from: Date, daysBack: number, daysForward?: number): string;
}

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A random source seeded by a name ('users', 'invoices'): each domain gets its own stream. */
export function seededRandom(name: string): Random {
  let state = hash(name);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T,
    isoDate: (from, daysBack, daysForward = 0) => {
      const day = new Date(from.getTime() + int(-daysBack, daysForward) * 86_400_000);
      return day.toISOString().slice(0, 10);
    },
  };
}
