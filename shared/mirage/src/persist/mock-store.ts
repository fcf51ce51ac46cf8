import { deleteDB, openDB, type IDBPDatabase } from 'idb';

/** What is kept per domain: its data and the version of the seed and shape it was written by. */
export interface SavedRecord {
  version: number;
  data: Record<string, unknown>;
  savedAt: number;
}

/** The mock backend's IndexedDB database: one record per domain. */
export interface MockStore {
  read(domain: string): Promise<SavedRecord | undefined>;
  /** Every domain's record, in one transaction (one round trip at start-up). */
  readAll(): Promise<Map<string, SavedRecord>>;
  write(domain: string, record: SavedRecord): Promise<void>;
  /** Writes every record in one transaction: all of them are on disk, or none. */
  writeAll(records: ReadonlyMap<string, SavedRecord>): Promise<void>;
  /** Writes `record` unless the store already holds one of its version or newer (another tab's change). */
  writeIfOlder(domain: string, record: SavedRecord): Promise<void>;
  /** Forgets every domain's data (the next start seeds again). */
  clear(): Promise<void>;
  /** Lets the connection go (another tab's upgrade or removal of the database no longer waits for it). */
  close(): void;
}

export const mockDatabaseName = 'console-mock';
const storeName = 'domains';
/** An open that neither succeeds nor fails (a blocked or hung database) counts as unavailable. */
const openTimeoutMs = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`IndexedDB did not open within ${ms} ms.`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });
}

/**
 * Opens the store through idb (a maintained 1.2 KB-gzip wrapper of IndexedDB's events), or
 * rejects when the browser gives no usable IndexedDB (private modes, blocked by policy, absent).
 * When another tab upgrades the database (a newer console) or removes it, this connection closes
 * at once rather than make that tab wait until this one is closed, and `onClosedElsewhere` is
 * called: every later call of the store fails.
 */
export async function openMockStore(name = mockDatabaseName, onClosedElsewhere: () => void = () => undefined): Promise<MockStore> {
  if (typeof indexedDB === 'undefined' || indexedDB === null) throw new Error('This browser has no IndexedDB.');
  const open = () =>
    withTimeout(
      openDB(name, 1, {
        upgrade(database) {
          database.createObjectStore(storeName);
        },
        blocking(_version, _wanted, event) {
          (event.target as IDBDatabase).close();
          onClosedElsewhere();
        },
      }),
      openTimeoutMs,
    );
  let db: IDBPDatabase = await open();
  if (!db.objectStoreNames.contains(storeName)) {
    // A database of this name and version without the store (not written by the console, or
    // damaged): every save and Reset demo data failed on it for good. Its contents are no demo
    // data, so it is made again, empty: the mock seeds it as on a first visit.
    db.close();
    await withTimeout(deleteDB(name), openTimeoutMs);
    db = await open();
  }
  // Resolves only once the transaction has committed: the change is on disk.
  const writeAll = async (records: ReadonlyMap<string, SavedRecord>) => {
    const transaction = db.transaction(storeName, 'readwrite', { durability: 'strict' });
    await Promise.all([...[...records].map(([domain, record]) => transaction.store.put(record, domain)), transaction.done]);
  };
  return {
    read: (domain) => db.get(storeName, domain) as Promise<SavedRecord | undefined>,
    readAll: async () => {
      const transaction = db.transaction(storeName);
      const [keys, values] = await Promise.all([transaction.store.getAllKeys(), transaction.store.getAll()]);
      return new Map(keys.map((key, index) => [String(key), values[index] as SavedRecord]));
    },
    write: (domain, record) => writeAll(new Map([[domain, record]])),
    writeAll,
    writeIfOlder: async (domain, record) => {
      // Read and write in one transaction: no other tab's save can land between them.
      const transaction = db.transaction(storeName, 'readwrite');
      const held = (await transaction.store.get(domain)) as SavedRecord | undefined;
      if (!held || held.version < record.version) await transaction.store.put(record, domain);
      await transaction.done;
    },
    clear: () => db.clear(storeName),
    close: () => db.close(),
  };
}
