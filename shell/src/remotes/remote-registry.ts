import { create } from 'zustand';
import type { RemoteId, RemoteModule } from '@console/contracts';
import { loadRemoteModule } from './load-remote-module';
import type { RemoteLocations } from './remote-config';
import { validateRemoteModule } from './validate-remote-module';

export type RemoteState =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteModule }
  | { status: 'error'; error: Error };

interface RegistryState {
  locations: RemoteLocations;
  remotes: Partial<Record<RemoteId, RemoteState>>;
}

/** Every remote the shell knows of, and how far each has loaded (drives routes and the menu). */
export const useRemoteRegistry = create<RegistryState>(() => ({ locations: {}, remotes: {} }));

/** A remote that never answers must not hold its area (or the first paint) forever. */
export const remoteLoadTimeoutMs = 10_000;

const inFlight = new Map<RemoteId, Promise<RemoteModule>>();

function setRemote(id: RemoteId, state: RemoteState) {
  useRemoteRegistry.setState((current) => ({ remotes: { ...current.remotes, [id]: state } }));
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export function setRemoteLocations(locations: RemoteLocations): void {
  useRemoteRegistry.setState({ locations });
}

/**
 * Loads a remote's module once; concurrent callers share the attempt. After a failure the next
 * call tries again from scratch (that is what the error card's Retry does).
 */
export function ensureRemote(id: RemoteId): Promise<RemoteModule> {
  const current = useRemoteRegistry.getState().remotes[id];
  if (current?.status === 'ready') return Promise.resolve(current.module);
  const running = inFlight.get(id);
  if (running) return running;

  const entry = useRemoteRegistry.getState().locations[id];
  const retry = current?.status === 'error';
  setRemote(id, { status: 'loading' });
  const attempt = (async () => {
    if (!entry) throw new Error(`Remote "${id}" has no location in remotes.json.`);
    const exported = await withTimeout(
      loadRemoteModule(id, entry, retry),
      remoteLoadTimeoutMs,
      `Remote "${id}" did not answer within ${remoteLoadTimeoutMs / 1000} s.`,
    );
    return validateRemoteModule(id, exported);
  })();
  inFlight.set(id, attempt);
  attempt.then(
    (module) => setRemote(id, { status: 'ready', module }),
    (error: unknown) => setRemote(id, { status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
  ).finally(() => inFlight.delete(id));
  return attempt;
}
