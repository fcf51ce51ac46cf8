import { preloadRemotePage } from '@console/ui';
import { ensureRemote, isMounted, useRemoteRegistry } from './remote-registry';
import { whenIdle } from './when-idle';

/**
 * Loads a remote's module and the page at `to` ahead of a click (menu link hovered or focused),
 * so the navigation that follows has nothing left to wait for. Failures stay quiet here (the menu
 * does not call the remote unavailable): the navigation tries again, and shows its own failure.
 */
export function prefetchRemote(id: string, to: string): void {
  ensureRemote(id, { ahead: true })
    .then((module) => preloadRemotePage(module, to))
    .catch(() => undefined);
}

/**
 * After the first paint, loads the other mounted remotes' modules one at a time while the
 * browser is idle (their pages still load only when opened).
 */
export function prefetchRemotesWhenIdle(): void {
  const pending = useRemoteRegistry.getState().remotes.filter((remote) => isMounted(remote) && remote.load.status === 'idle');
  const next = () => {
    const remote = pending.shift();
    if (!remote) return;
    whenIdle(() => {
      ensureRemote(remote.id, { ahead: true })
        .catch(() => undefined)
        .finally(next);
    });
  };
  next();
}
