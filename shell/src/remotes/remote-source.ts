import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName } from '@console/contracts';
import { takeEarlyManifest } from './early-listing';

let nativeFetch: typeof fetch = (...args) => fetch(...args);
const firstLoads = new Map<string, Promise<unknown>>();
// Each manifest's text, fetched once: the shell reads the remote's metadata and its entry from it.
const manifests = new Map<string, Promise<string>>();

async function download(url: string): Promise<string> {
  const response = await nativeFetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}.`);
  return response.text();
}

/**
 * Remembers the browser's fetch for manifests, so the mock backend (which wraps `fetch` once it
 * starts) never sees them. Call before the mock starts.
 */
export function setManifestFetch(fetchImpl: typeof fetch): void {
  nativeFetch = fetchImpl;
}

/** A remote's mf-manifest.json as JSON; `fresh` fetches it again (Retry) instead of reusing it. */
export async function readManifest(_id: string, url: string, fresh = false): Promise<unknown> {
  let text = manifests.get(url);
  if (!text || fresh) {
    // The first read takes index.html's early answer when there is one (a failed one is asked again).
    const early = fresh ? undefined : takeEarlyManifest(url);
    text = early ? early.catch(() => download(url)) : download(url);
    manifests.set(url, text);
    text.catch(() => manifests.delete(url));
  }
  return JSON.parse(await text) as unknown;
}

/**
 * The remoteEntry.js a manifest names, as the federation runtime registers it. The runtime is
 * built without its manifest ("snapshot") handling (webpack.config.base.ts): the shell has read
 * the manifest already. Its files sit beside the manifest unless it names a public path.
 */
export function remoteEntryOf(manifestUrl: string, manifest: unknown): { entry: string; entryGlobalName: string; type: string } {
  const meta = (manifest as { metaData?: { remoteEntry?: { name?: unknown; path?: unknown; type?: unknown }; publicPath?: unknown; globalName?: unknown } } | null)?.metaData;
  const file = meta?.remoteEntry;
  if (typeof file?.name !== 'string' || file.name === '' || typeof meta?.globalName !== 'string') {
    throw new Error(`${manifestUrl} names no remoteEntry script.`);
  }
  const publicPath = typeof meta.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : '.';
  const base = new URL(publicPath.endsWith('/') || publicPath === '.' ? publicPath : `${publicPath}/`, manifestUrl);
  const folder = typeof file.path === 'string' && file.path !== '' ? `${file.path.replace(/^\/+|\/+$/g, '')}/` : '';
  return { entry: new URL(`${folder}${file.name}`, base).href, entryGlobalName: meta.globalName, type: typeof file.type === 'string' ? file.type : 'global' };
}

/**
 * The remote's script and preload tags left from a failed attempt: webpack reuses a tag that is
 * already in the page for the same URL instead of requesting the file again, so a chunk that
 * failed once (e.g. while preloading) would fail again on every Retry.
 */
function forgetFailedFiles(manifest: string): void {
  const base = new URL('.', manifest).href;
  for (const element of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')) {
    const url = element instanceof HTMLScriptElement ? element.src : element.href;
    if (url.startsWith(base)) element.remove();
  }
}

/**
 * Runs a remote's ./module. `retry` drops whatever the page and the federation runtime kept from
 * a failed attempt (its tags, and the runtime's caches by re-registering it).
 */
export async function loadRemoteModule(id: string, manifest: string, retry = false): Promise<unknown> {
  const name = containerName(id);
  const attempt = async () => {
    if (retry) forgetFailedFiles(manifest);
    registerRemotes([{ name, ...remoteEntryOf(manifest, await readManifest(id, manifest)) }], retry ? { force: true } : undefined);
    return loadRemote(`${name}/module`);
  };
  if (!retry) {
    // The page's own remote is loaded before the router asks for it (start-remotes.ts): share it.
    let first = firstLoads.get(manifest);
    if (!first) {
      first = attempt();
      firstLoads.set(manifest, first);
      first.catch(() => firstLoads.delete(manifest));
    }
    return first;
  }
  try {
    return await attempt();
  } catch {
    // Chromium answers the first request for a file whose <link rel=preload> failed with that
    // failure, without going to the network (docs/toolchain-traps.md): the next try is real.
    return attempt();
  }
}
