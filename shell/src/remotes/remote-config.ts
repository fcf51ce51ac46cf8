import { remoteIdPattern } from '@console/contracts';
import { earlyListText } from './early-listing';

/** One line of remotes.json: a remote's name and where its manifest is (null: unusable line). */
export interface RemoteLocation {
  id: string;
  manifest: string | null;
  /** Why the line cannot be used; shown on the remote's error card and in the console. */
  problem?: string;
}

/** Names listed more than once in the raw text (JSON.parse silently keeps the last one). */
function repeatedNames(text: string, names: string[]): Set<string> {
  return new Set(names.filter((name) => text.split(JSON.stringify(name)).length > 2));
}

/**
 * Parses remotes.json (name → manifest URL) leniently: a bad line takes out its own remote, with a
 * reason, never the console. Relative URLs resolve against the file they were read from.
 */
export function parseRemoteLocations(text: string, base: string): RemoteLocation[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    console.error('remotes.json is not valid JSON; no remote will load.');
    return [];
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    console.error('remotes.json must be an object of remote name → manifest URL; no remote will load.');
    return [];
  }
  const repeated = repeatedNames(text, Object.keys(data));
  return Object.entries(data).map(([id, value]): RemoteLocation => {
    const problem = !remoteIdPattern.test(id)
      ? `“${id}” is not a remote name (lower-case words joined by hyphens, like content-pages).`
      : repeated.has(id)
        ? `“${id}” is listed more than once in remotes.json.`
        : typeof value !== 'string'
          ? `“${id}” must map to the URL of its mf-manifest.json.`
          : null;
    if (problem) return { id, manifest: null, problem };
    try {
      return { id, manifest: new URL(value as string, base).href };
    } catch {
      return { id, manifest: null, problem: `“${id}” has an invalid URL: ${String(value)}` };
    }
  });
}

/** Where remotes.json is: beside index.html, whatever the page's own path (/apps/todo/x reads /remotes.json). */
export function remoteLocationsUrl(): string {
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return new URL('remotes.json', new URL(publicPath, window.location.href)).href;
}

/** remotes.json's text: index.html's early answer, or (none, or it failed) the server's now. */
async function listText(url: string, fetchImpl: typeof fetch): Promise<string> {
  const early = earlyListText(url);
  if (early) {
    try {
      return await early;
    } catch {
      // asked again below
    }
  }
  const response = await fetchImpl(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/** Fetches remotes.json with the browser's own fetch (the mock backend never sees it). */
export async function fetchRemoteLocations(fetchImpl: typeof fetch): Promise<RemoteLocation[]> {
  const url = remoteLocationsUrl();
  try {
    return parseRemoteLocations(await listText(url, fetchImpl), url);
  } catch (error) {
    console.error('remotes.json could not be read; no remote will load.', error);
    return [];
  }
}
