import type { RemoteMeta } from '@console/contracts';
import { loadRemoteTexts, preloadRemotePage } from '@console/ui';
import { validateRemoteModule } from './validate-remote-module';

/**
 * Loads the remote that owns the page being opened, that page's code and its texts, while the shell's own
 * chunks are still arriving: by the time the router asks for them (ensureRemote, the route
 * loader) they are there. Failures stay quiet: the router's own attempt reports them.
 */
export async function openEarly(meta: RemoteMeta, loading: Promise<unknown>, path: string): Promise<void> {
  try {
    const module = validateRemoteModule(meta, await loading);
    await Promise.all([preloadRemotePage(module, path), loadRemoteTexts(module)]);
  } catch {
    // reported on the remote's error card by the real load
  }
}
