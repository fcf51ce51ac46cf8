import type { RouteObject } from '@console/router';
import { remotePagesLoader } from '@console/ui';
import { RemoteArea } from '../remotes/remote-area';
import { RemoteErrorCard } from '../remotes/remote-error-card';
import { ensureRemote } from '../remotes/remote-registry';
import type { ListedRemote } from '../remotes/remote-listing';

/** A mounted remote's route: its base path and everything under it. */
export function remoteRoute(remote: ListedRemote & { meta: NonNullable<ListedRemote['meta']> }): RouteObject {
  return {
    id: `remote-${remote.id}`,
    path: `${remote.meta.basePath}/*`,
    // Navigation waits here for the remote and the page it opens, so no fallback flashes.
    loader: remotePagesLoader(() => ensureRemote(remote.id)),
    element: <RemoteArea id={remote.id} />,
    errorElement: <RemoteErrorCard id={remote.id} />,
  };
}
