import { mockDatabaseName, openMockStore } from './mock-store';
import type { NoticeListener } from './notices';
import { createPersistence, type Persistence } from './persistence';
import { openTabChannel, type TabChannel } from './tab-sync';

export interface StartedPersistence {
  persistence: Persistence;
  channel: TabChannel;
}

export interface PersistenceHooks {
  notify: NoticeListener;
  /** Another tab saved this domain and this tab now has its data: the UI should read it again. */
  changedElsewhere(domain: string): void;
  /** Another tab reset the demo data: this tab's data is stale. */
  resetElsewhere(): void;
}

/**
 * Opens the browser's store and the channel to the other tabs. Without a usable IndexedDB it
 * resolves undefined after telling the user once: the mock then runs in memory.
 */
export async function startPersistence(hooks: PersistenceHooks, databaseName = mockDatabaseName): Promise<StartedPersistence | undefined> {
  const started: { persistence?: Persistence; closed?: boolean } = {};
  // A newer console in another tab upgrades the store (or a script removes it): this page's code
  // cannot use what comes next, so it keeps its changes in memory and says so.
  const closedElsewhere = () => {
    started.closed = true;
    started.persistence?.stopSaving();
    hooks.notify({ kind: 'closed-elsewhere' });
  };
  let store;
  try {
    store = await openMockStore(databaseName, closedElsewhere);
  } catch (error) {
    // A VersionError is no fault of the browser: a newer console wrote the store, and says so.
    hooks.notify({ kind: error instanceof Error && error.name === 'VersionError' ? 'newer-version' : 'memory-only' });
    return undefined;
  }
  // Saved by another tab while this one still reads: its start-up copy of that domain is stale.
  const savedMeanwhile = new Set<string>();
  const channel = openTabChannel((message) => {
    if (message.type === 'reset') hooks.resetElsewhere();
    else if (!started.persistence) savedMeanwhile.add(message.domain);
    else
      void started.persistence
        .refresh(message.domain)
        .then((changed) => changed && hooks.changedElsewhere(message.domain))
        .catch(() => undefined);
  });
  // Every record in one read while the core's code still downloads: domains then adopt without waiting.
  const preloaded = await store.readAll().catch(() => undefined);
  const persistence = createPersistence(store, hooks.notify, (domain) => channel.post({ type: 'saved', domain }), { preloaded, stale: savedMeanwhile });
  started.persistence = persistence;
  if (started.closed) persistence.stopSaving();
  return { persistence, channel };
}

/** Forgets every saved change (the next start seeds again) and tells the other tabs. */
export async function resetPersistedData(databaseName = mockDatabaseName): Promise<void> {
  const store = await openMockStore(databaseName);
  try {
    await store.clear();
  } finally {
    store.close(); // this page reloads; an open connection would hold up another tab's upgrade
  }
  const channel = openTabChannel(() => undefined);
  channel.post({ type: 'reset' });
  channel.close();
}
