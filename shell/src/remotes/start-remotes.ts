import type { RemoteId } from '@console/contracts';
import { preloadRemoteModule, setManifestFetch } from './load-remote-module';
import { fetchRemoteLocations, type RemoteLocations } from './remote-config';

let locations: Promise<RemoteLocations> | undefined;

/**
 * Called first thing, before the shell's bootstrap chunk loads: reads remotes.json and (with
 * `preload`) starts every remote's downloads, cutting the request waterfall. Later calls return
 * the same locations.
 */
export function startRemotes(preload = true): Promise<RemoteLocations> {
  if (!locations) {
    // The browser's own fetch, taken before the mock backend wraps it.
    const nativeFetch = window.fetch.bind(window);
    setManifestFetch(nativeFetch);
    locations = fetchRemoteLocations(nativeFetch).then((found) => {
      if (preload) for (const [id, entry] of Object.entries(found) as [RemoteId, string][]) preloadRemoteModule(id, entry);
      return found;
    });
  }
  return locations;
}
