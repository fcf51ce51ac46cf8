import type { PersistedState } from '../mock-domain';
import type { MockStore, SavedRecord } from './mock-store';
import type { NoticeListener } from './notices';
import { misfit, restoreInPlace } from './restore';

/** Keeps each domain's data in the store: restored when the domain loads, saved after each change. */
export interface Persistence {
  /** Puts the domain's saved data (migrated if need be) into its state, or keeps the seed and saves it. */
  adopt(domain: string, persisted: PersistedState): Promise<void>;
  /**
   * Saves the domains' states in one transaction; when that fails, puts back what was last saved
   * and rejects. After a seed that could not be written it saves nothing: changes stay in memory.
   */
  save(...domains: string[]): Promise<void>;
  /** Reads what another tab saved into this tab's state; false when the domain is not loaded here. */
  refresh(domain: string): Promise<boolean>;
  /**
   * A domain's record as stored, without adopting it (what a domain not loaded in this page holds):
   * the start-up read unless another tab saved it since. Undefined when nothing is stored.
   */
  saved(domain: string): Promise<SavedRecord | undefined>;
  /** The store went away (closed for another tab): from now on changes stay in memory, unsaid here. */
  stopSaving(): void;
}

/** Thrown by `save`: the change was undone, the handler's answer must say so. */
export class NotPersisted extends Error {}

// structuredClone keeps Maps, Sets and Dates, as IndexedDB does.
const copy = <T>(value: T): T => structuredClone(value);

/** The saved data in the domain's current shape, or undefined when it cannot be (reseed). */
function upToDate(persisted: PersistedState, record: SavedRecord): Record<string, unknown> | undefined {
  let data: Record<string, unknown> | undefined = record.data;
  if (record.version !== persisted.version) {
    try {
      data = record.version < persisted.version ? persisted.migrate?.(copy(record.data), record.version) : undefined;
    } catch {
      data = undefined;
    }
  }
  return data && misfit(persisted.state, data) === null ? data : undefined;
}

/**
 * How long after a domain loads its seed is written (once per version). Not at once: an IndexedDB
 * read waits for every write transaction before it, so seed writes at start-up would delay the
 * next domain's read, and the first paint, on a first visit.
 */
export const seedWriteDelayMs = 3_000;

/** Persistence over `store`; `onSaved` tells other tabs, `notify` the user. */
export function createPersistence(
  store: MockStore,
  notify: NoticeListener,
  onSaved: (domain: string) => void = () => undefined,
  {
    seedDelayMs = seedWriteDelayMs,
    preloaded,
    stale = [],
  }: {
    seedDelayMs?: number;
    /** Every record as read at start-up (all of the store: a domain missing from it had none). */
    preloaded?: Map<string, SavedRecord>;
    /** Domains another tab saved since that read. */
    stale?: Iterable<string>;
  } = {},
): Persistence {
  const changedSince = new Set(stale);
  const adopted = new Map<string, PersistedState>();
  const lastSaved = new Map<string, Record<string, unknown>>();
  const seedWrites = new Map<string, ReturnType<typeof setTimeout>>();
  // Set when a seed could not be written (a full quota at start-up): every later save would fail
  // too, so changes stay in memory, as without IndexedDB, instead of each answering 507.
  const memory = { only: false };
  const toMemory = () => {
    if (memory.only) return;
    memory.only = true;
    notify({ kind: 'memory-only' });
  };
  const record = (persisted: PersistedState, data: Record<string, unknown>): SavedRecord => ({ version: persisted.version, data, savedAt: Date.now() });
  // Read at start-up with every other record (one round trip), unless another tab saved it since.
  const saved = async (domain: string) =>
    preloaded && !changedSince.has(domain) ? preloaded.get(domain) : await store.read(domain).catch(() => undefined);

  // Writes the domain's data as it is then (a save before that time makes it unnecessary), and
  // only where no tab has saved this version since: a seed never overwrites a change.
  // `replace`: the stored record is unusable (misfit) and goes whatever its version.
  const writeSeedLater = (domain: string, persisted: PersistedState, replace: boolean) => {
    seedWrites.set(
      domain,
      setTimeout(() => {
        seedWrites.delete(domain);
        const seed = record(persisted, copy(persisted.state));
        void (replace ? store.write(domain, seed) : store.writeIfOlder(domain, seed)).catch(toMemory);
      }, seedDelayMs),
    );
  };


  return {
    async adopt(domain, persisted) {
      const started = performance.now();
      adopted.set(domain, persisted);
      const stored = await saved(domain);
      const data = stored && upToDate(persisted, stored);
      if (data) restoreInPlace(persisted.state, data);
      else if (stored) notify({ kind: 'reseeded', domain });
      lastSaved.set(domain, copy(persisted.state));
      // The seed (or a migrated record) is written once; a record already current is left as it is.
      if (!data || stored?.version !== persisted.version) writeSeedLater(domain, persisted, stored !== undefined && !data);
      // What reading and restoring the stored data cost, read by the benchmark (jsdom has no measure()).
      performance.measure?.(`console:mock-persist:${domain}`, { start: started });
    },

    async save(...domains) {
      if (memory.only) return;
      const records = new Map<string, SavedRecord>();
      for (const domain of domains) {
        const persisted = adopted.get(domain);
        if (!persisted) continue;
        clearTimeout(seedWrites.get(domain));
        seedWrites.delete(domain);
        records.set(domain, record(persisted, copy(persisted.state)));
      }
      if (records.size === 0) return;
      try {
        await store.writeAll(records);
      } catch (error) {
        for (const domain of records.keys()) {
          const before = lastSaved.get(domain);
          const persisted = adopted.get(domain);
          if (before && persisted) restoreInPlace(persisted.state, copy(before));
        }
        throw new NotPersisted(error instanceof Error ? error.message : String(error));
      }
      for (const [domain, saved] of records) {
        lastSaved.set(domain, saved.data);
        onSaved(domain);
      }
    },

    async refresh(domain) {
      changedSince.add(domain); // another tab saved it: what was read at start-up is out of date
      const persisted = adopted.get(domain);
      if (!persisted) return false;
      const saved = await store.read(domain).catch(() => undefined);
      const data = saved && upToDate(persisted, saved);
      if (!data) return false;
      restoreInPlace(persisted.state, copy(data));
      lastSaved.set(domain, copy(data));
      return true;
    },

    saved,

    stopSaving() {
      memory.only = true;
      for (const timer of seedWrites.values()) clearTimeout(timer);
      seedWrites.clear();
    },
  };
}
