import type { Server } from 'miragejs';

/**
 * The data a domain keeps and may change, kept in the browser (IndexedDB) across reloads and tabs.
 * Each value is an array, Map, Set or plain object the handlers change **in place**: the core
 * restores saved data into the same objects, so closures over them see it.
 */
export interface PersistedState {
  /** Bump when the seed or the shape changes: saved data of another version is migrated or reseeded. */
  version: number;
  state: Record<string, object>;
  /** GET routes (as registered) that change data too, e.g. opening a chat clears its unread count. */
  changingReads?: readonly string[];
  /** Other domains whose data this one's handlers change too (e.g. 'auth' for the login users). */
  touches?: readonly string[];
  /** Turns data saved by an older version into this one's; undefined (or a throw) reseeds with a notice. */
  migrate?(saved: Record<string, unknown>, fromVersion: number): Record<string, unknown> | undefined;
}

/** One domain of the mock API (todo, users, ...): registers its routes on the server. */
export interface MockDomain {
  name: string;
  routes(server: Server): void;
  /** What this domain changes; without it the domain is read-only or forgets on reload. */
  persist?: PersistedState;
  /** What other domains that `need` this one may read (e.g. the media catalogue). */
  provides?: unknown;
}
