import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteId } from '@console/contracts';

let manifestFetch: typeof fetch = (...args) => fetch(...args);

/**
 * Remembers the browser's fetch for manifest requests, so the mock backend (which wraps
 * `fetch` once it starts) never sees them. Call before the mock starts.
 */
export function setManifestFetch(fetchImpl: typeof fetch): void {
  manifestFetch = fetchImpl;
  registerPlugins([{ name: 'console-native-fetch', fetch: (url: string, init: RequestInit) => manifestFetch(url, init) }]);
}

/**
 * Starts downloading a remote's manifest, entry and ./module file without running them, so
 * they arrive while the shell's own chunks load.
 */
export function preloadRemoteModule(id: RemoteId, entry: string): void {
  const name = containerName(id);
  registerRemotes([{ name, entry }]);
  // Only the sync files: the manifest lists the remote's own copies of shared libraries among the
  // module's async files, and the shell's copies are the ones that run (share: false likewise).
  preloadRemote([{ nameOrAlias: name, exposes: ['./module'], resourceCategory: 'sync', share: false }]).catch(() => {
    // A failed preload is reported by the real load that follows, on the remote's error card.
  });
}

/**
 * Fetches a remote's ./module from its manifest. `retry` re-registers the remote, which drops
 * whatever the federation runtime cached from a failed attempt.
 */
export async function loadRemoteModule(id: RemoteId, entry: string, retry = false): Promise<unknown> {
  const name = containerName(id);
  registerRemotes([{ name, entry }], retry ? { force: true } : undefined);
  return loadRemote(`${name}/module`);
}
