import type { RouteObject } from 'react-router-dom';
import { remoteCatalogue, type RemoteId } from '@console/contracts';
import { FullScreenFallback, NotFound, remotePagesLoader } from '@console/ui';
import { ShellLayout } from '../layout/shell-layout';
import { HomePage } from '../pages/home-page';
import { ShellErrorPage } from '../pages/shell-error-page';
import { RemoteArea } from '../remotes/remote-area';
import { RemoteErrorCard } from '../remotes/remote-error-card';
import { ensureRemote, useRemoteRegistry } from '../remotes/remote-registry';

/** How long the first paint waits for the menu's remotes; slower ones fill in later. */
const firstPaintWaitMs = 3_000;

async function loadMenuRemotes() {
  const ids = Object.keys(useRemoteRegistry.getState().locations) as RemoteId[];
  const all = Promise.allSettled(ids.map(ensureRemote));
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, firstPaintWaitMs))]);
  return null;
}

function remoteRoute(id: RemoteId): RouteObject {
  return {
    id: `remote-${id}`,
    path: `${remoteCatalogue[id].basePath}/*`,
    // Navigation waits here for the remote and the page it opens, so no fallback flashes.
    loader: remotePagesLoader(() => ensureRemote(id)),
    element: <RemoteArea id={id} />,
    errorElement: <RemoteErrorCard id={id} />,
  };
}

/** The shell's route tree: the layout, home, one area per remote in remotes.json, and 404. */
export function shellRoutes(remoteIds: readonly RemoteId[]): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: loadMenuRemotes,
      element: <ShellLayout />,
      hydrateFallbackElement: <FullScreenFallback />,
      errorElement: <ShellErrorPage />,
      children: [
        { index: true, element: <HomePage /> },
        ...remoteIds.map(remoteRoute),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
