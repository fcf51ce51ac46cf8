import { useRouteError } from '@console/router';
import { allows, useSessionStore, type AppAbility } from '@console/auth';
import type { RemoteMeta } from '@console/contracts';
import { loadRemoteTexts, prefetchRemotePage, preloadRemotePage } from '@console/ui';
import { consoleQueries } from '../app/console-queries';
import { RemoteErrorCard } from './remote-error-card';
import { ensureRemote, isMounted, useRemoteRegistry, type RemoteRecord } from './remote-registry';

type HomeRemote = RemoteRecord & { meta: RemoteMeta & { home: NonNullable<RemoteMeta['home']> } };

/** The remote whose page is the console's home for this user: the first listed that offers one they may see. */
export function homeRemote(remotes: readonly RemoteRecord[], ability: AppAbility): HomeRemote | undefined {
  return remotes.find((remote): remote is HomeRemote => isMounted(remote) && remote.meta.home !== undefined && allows(ability, remote.meta.home.requires));
}

/** The home remote for the signed-in user now (outside React: the `/` route's loader). */
export const currentHomeRemote = () => homeRemote(useRemoteRegistry.getState().remotes, useSessionStore.getState().ability);

/** The `/` route's loader: the home remote, its page and texts, before the page renders (no fallback flash). */
export async function loadHomeRemote(): Promise<null> {
  const remote = currentHomeRemote();
  if (remote) {
    const module = await ensureRemote(remote.id);
    // The home page reads the query string of `/` (a dashboard's card periods).
    const url = new URL(`${remote.meta.home.to}${window.location.search}`, window.location.origin);
    prefetchRemotePage(module, url, consoleQueries);
    await Promise.all([preloadRemotePage(module, remote.meta.home.to), loadRemoteTexts(module)]);
  }
  return null;
}

/** The home page's error boundary: the home remote's error card with Retry (the menu stays). */
export function HomeErrorCard() {
  const remote = currentHomeRemote();
  const error = useRouteError();
  if (!remote) throw error;
  return <RemoteErrorCard id={remote.id} />;
}
