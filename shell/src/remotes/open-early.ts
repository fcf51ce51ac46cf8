import type { RemoteMeta } from '@console/contracts';
import { preloadRemotePage } from '@console/ui';
import { validateRemoteModule } from './validate-remote-module';

/**
 * Loads the remote that owns the page being opened, and that page's code, while the shell's own
 * chunks are still arriving: by the time the router asks for them (ensureRemote, the route
 * loader) they are there. Failures stay quiet: the router's own attempt reports them.
 */
export async function openEarly(meta: RemoteMeta, loading: Promise<unknown>, path: string): Promise<void> {
  try {
    const module = validateRemoteModule(meta, await loading);
    await preloadRemotePage(module, path.slice(meta.basePath.length).replace(/^\//, ''));
  } catch {
    // reported on the remote's error card by the real load
  }
}
