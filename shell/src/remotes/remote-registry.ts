import { create } from 'zustand';
import { remoteBasePaths, type RemoteModule } from '@console/contracts';
import { publishConsoleAreas } from '@console/runtime';
import { checkListing, listRemote, type ListedRemote } from './remote-listing';
import { loadRemoteModule, readManifest } from './remote-source';
import { validateRemoteModule } from './validate-remote-module';
import { withTimeout } from './with-timeout';

export type RemoteLoad =
  /** Not loaded; `failedQuietly`: a load ahead of need failed (the next one cleans up after it). */
  | { status: 'idle'; failedQuietly?: boolean }
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteModule }
  | { status: 'error'; error: Error };

export interface RemoteRecord extends ListedRemote {
  load: RemoteLoad;
}

export interface RegistryState {
  /** Every remote remotes.json lists, in its order. */
  remotes: RemoteRecord[];
}

/** Every remote the shell knows of, and how far each has loaded (drives routes and the menu). */
export const useRemoteRegistry = create<RegistryState>(() => ({ remotes: [] }));

/** A remote that never answers must not hold its area forever. */
export const remoteLoadTimeoutMs = 10_000;

const inFlight = new Map<string, Promise<RemoteModule>>();
/** The remotes whose running load someone needs now (not only a prefetch): its failure shows. */
const needed = new Set<string>();
const listeners = new Set<(remote: RemoteRecord) => void>();

/** A remote that is mounted: its metadata is valid and collides with nothing. */
export function isMounted<T extends ListedRemote>(remote: T): remote is T & { meta: NonNullable<ListedRemote['meta']> } {
  return remote.meta !== null && remote.problem === null;
}

export function findRemote(id: string): RemoteRecord | undefined {
  return useRemoteRegistry.getState().remotes.find((remote) => remote.id === id);
}

/** What the views drawn from the listing read of a record: its metadata, its problem, whether it failed. */
const sameForViews = (a: RemoteRecord, b: RemoteRecord | undefined) =>
  a.id === b?.id && a.meta === b.meta && a.problem === b.problem && (a.load.status === 'error') === (b.load.status === 'error');

let viewedListing: readonly RemoteRecord[] = [];

/**
 * The remotes as the menu, the search and the navbar widgets see them: the same array until a
 * remote's metadata, problem or failure changes. A remote merely loading (every remote does,
 * one after the other, after the first paint) re-renders none of them.
 */
export function selectListing(state: RegistryState): readonly RemoteRecord[] {
  const { remotes } = state;
  if (remotes.length !== viewedListing.length || remotes.some((remote, index) => !sameForViews(remote, viewedListing[index]))) viewedListing = remotes;
  return viewedListing;
}

function update(id: string, change: Partial<RemoteRecord>) {
  useRemoteRegistry.setState((state) => ({ remotes: state.remotes.map((remote) => (remote.id === id ? { ...remote, ...change } : remote)) }));
}

function publish(remotes: readonly RemoteRecord[]) {
  publishConsoleAreas(remotes.filter(isMounted).flatMap((remote) => remoteBasePaths(remote.meta).map((basePath) => ({ id: remote.id, basePath }))));
}

/** Called whenever a remote becomes mounted (at start-up or after a Retry): routes, texts. */
export function onRemoteMounted(listener: (remote: RemoteRecord) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Takes the start-up listing: logs what cannot be mounted and tells the listeners what can. */
export function setListing(listed: readonly ListedRemote[]): void {
  const remotes = listed.map((remote): RemoteRecord => ({ ...remote, load: { status: 'idle' } }));
  for (const remote of remotes) if (remote.problem) console.error(`Remote “${remote.id}” is not mounted: ${remote.problem}`);
  useRemoteRegistry.setState({ remotes });
  publish(remotes);
  for (const remote of remotes.filter(isMounted)) for (const listener of listeners) listener(remote);
}

/**
 * Reads an unmounted remote's manifest again (its error card's Retry): when it now has valid,
 * non-colliding metadata it becomes mounted. Resolves to whether it is.
 */
export async function relistRemote(id: string): Promise<boolean> {
  const current = findRemote(id);
  if (!current) return false;
  const fresh = await listRemote(
    { id, manifest: current.manifest, ...(current.problem && !current.manifest ? { problem: current.problem } : {}) },
    (remoteId, url) => readManifest(remoteId, url, true),
  );
  const others = useRemoteRegistry.getState().remotes.filter((remote) => remote.id !== id);
  const checked = checkListing([...others, fresh]).at(-1) ?? fresh;
  update(id, { meta: checked.meta, problem: checked.problem, load: { status: 'idle' } });
  const record = findRemote(id);
  if (!record || !isMounted(record)) {
    console.error(`Remote “${id}” is still not mounted: ${record?.problem ?? 'unknown'}`);
    return false;
  }
  publish(useRemoteRegistry.getState().remotes);
  for (const listener of listeners) listener(record);
  return true;
}

/**
 * Loads a mounted remote's module once; concurrent callers share the attempt. After a failure the
 * next call tries again from scratch (that is what the error card's Retry does). `ahead`: a load
 * ahead of need (a prefetch, a navbar widget): if it fails and nobody needing the remote joined
 * it, the remote stays idle, so the menu does not call it unavailable when opening it may work.
 */
export function ensureRemote(id: string, { ahead = false }: { ahead?: boolean } = {}): Promise<RemoteModule> {
  const record = findRemote(id);
  if (record?.load.status === 'ready') return Promise.resolve(record.load.module);
  if (!ahead) needed.add(id);
  const running = inFlight.get(id);
  if (running) return running;
  const attempt = (async () => {
    if (!record || !isMounted(record)) throw new Error(`Remote “${id}” is not mounted: ${record?.problem ?? 'it is not in remotes.json'}`);
    const retry = record.load.status === 'error' || (record.load.status === 'idle' && record.load.failedQuietly === true);
    update(id, { load: { status: 'loading' } });
    const exported = await withTimeout(
      loadRemoteModule(id, record.manifest ?? '', retry),
      remoteLoadTimeoutMs,
      `Remote “${id}” did not answer within ${remoteLoadTimeoutMs / 1000} s.`,
    );
    return validateRemoteModule(record.meta, exported);
  })();
  inFlight.set(id, attempt);
  attempt
    .then(
      (module) => update(id, { load: { status: 'ready', module } }),
      (error: unknown) =>
        update(id, { load: needed.has(id) ? { status: 'error', error: error instanceof Error ? error : new Error(String(error)) } : { status: 'idle', failedQuietly: true } }),
    )
    .finally(() => {
      inFlight.delete(id);
      needed.delete(id);
    });
  return attempt;
}
