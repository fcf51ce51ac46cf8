import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteId } from '@console/contracts';

let nativeFetch: typeof fetch = (...args) => fetch(...args);

/**
 * Remembers the browser's fetch for manifest requests, so the mock backend (which wraps
 * `fetch` once it starts) never sees them. Call before the mock starts.
 */
export function setManifestFetch(fetchImpl: typeof fetch): void {
  nativeFetch = fetchImpl;
  registerPlugins([{ name: 'console-native-fetch', fetch: (url: string, init: RequestInit) => nativeFetch(url, init) }]);
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
