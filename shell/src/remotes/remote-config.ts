import { isRemoteId, type RemoteId } from '@console/contracts';

/** Where each remote's manifest lives, as read from remotes.json beside index.html. */
export type RemoteLocations = Partial<Record<RemoteId, string>>;

/**
 * Parses remotes.json leniently: unknown names and non-URL values are skipped with a warning,
 * so one bad line takes out one remote, not the console.
 */
export function parseRemoteLocations(data: unknown, base: string): RemoteLocations {
  const locations: RemoteLocations = {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    console.warn('remotes.json must be an object of remote name → manifest URL.');
    return locations;
  }
  for (const [name, value] of Object.entries(data)) {
    if (!isRemoteId(name) || typeof value !== 'string') {
      console.warn(`remotes.json: ignoring "${name}" (unknown remote or not a URL).`);
      continue;
    }
    try {
      locations[name] = new URL(value, base).href;
    } catch {
      console.warn(`remotes.json: "${name}" has an invalid URL.`);
    }
  }
  return locations;
}

/** Fetches remotes.json with the browser's own fetch (before the mock backend wraps it). */
export async function fetchRemoteLocations(fetchImpl: typeof fetch): Promise<RemoteLocations> {
  // Beside index.html, wherever the page's own path is (/apps/todo/important reads /remotes.json).
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  const url = new URL('remotes.json', new URL(publicPath, window.location.href)).href;
  try {
    const response = await fetchImpl(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRemoteLocations(await response.json(), url);
  } catch (error) {
    console.error('remotes.json could not be read; no remote will load.', error);
    return {};
  }
}
