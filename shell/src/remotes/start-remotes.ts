import { ownsPath, type RemoteMeta } from '@console/contracts';
import { fetchRemoteLocations } from './remote-config';
import { checkListing, listRemote, type ListedRemote } from './remote-listing';
import { loadRemoteModule, readManifest, setManifestFetch } from './remote-source';
import { withTimeout } from './with-timeout';

/** How long the first paint waits for a remote's manifest; a slower remote shows as unavailable (Retry). */
export const manifestTimeoutMs = 4_000;

let listing: Promise<ListedRemote[]> | undefined;

/**
 * The page of this remote that `path` shows: a path of its own, or its home page at `/` (only
 * for a stored session: the signed-out are sent to the login page, which needs no remote).
 */
function pageToOpen(meta: RemoteMeta, path: string): string | null {
  if (ownsPath(meta, path)) return path;
  return path === '/' && meta.home && hasStoredSession() ? meta.home.to : null;
}

const hasStoredSession = () => {
  try {
    return Boolean(localStorage.getItem('accessToken'));
  } catch {
    return false;
  }
};

/**
 * Called first thing, before the shell's bootstrap chunk loads: reads remotes.json and every
 * remote's manifest (metadata only) in parallel, and loads the remote that owns `currentPath` —
 * only that one — and its page, so they arrive with the shell's own chunks. Later calls return
 * the same listing.
 */
export function startRemotes(currentPath: string | null = null): Promise<ListedRemote[]> {
  if (!listing) {
    // The browser's own fetch, taken before the mock backend wraps it.
    const nativeFetch = window.fetch.bind(window);
    setManifestFetch(nativeFetch);
    listing = fetchRemoteLocations(nativeFetch).then(async (locations) => {
      const listed = await Promise.all(
        locations.map(async (location) => {
          const read = (id: string, url: string) =>
            withTimeout(readManifest(id, url), manifestTimeoutMs, `it did not answer within ${manifestTimeoutMs / 1000} s`);
          const remote = await listRemote(location, read);
          const { meta, manifest } = remote;
          const page = currentPath && meta ? pageToOpen(meta, currentPath) : null;
          if (page && meta && manifest) {
            // Its files start now; the page's code follows once the module has run (open-early.ts).
            const loading = loadRemoteModule(meta.id, manifest);
            void import('./open-early').then(({ openEarly }) => openEarly(meta, loading, page));
          }
          return remote;
        }),
      );
      return checkListing(listed);
    });
  }
  return listing;
}
