import type { RouteObject } from '@console/router';
import { remoteBasePaths } from '@console/contracts';
import { remotePagesLoader } from '@console/ui';
import { RemoteArea } from '../remotes/remote-area';
import { RemoteErrorCard } from '../remotes/remote-error-card';
import { ensureRemote, findRemote } from '../remotes/remote-registry';
import type { ListedRemote } from '../remotes/remote-listing';
import { consoleQueries } from './console-queries';

/** The route id of a remote's pages under its main base path (its further mounts add `-1`, `-2`…). */
export const remoteRouteId = (id: string) => `remote-${id}`;

/** A mounted remote's routes: each of its base paths and everything under it. */
export function remoteRoutes(remote: ListedRemote & { meta: NonNullable<ListedRemote['meta']> }): RouteObject[] {
  return remoteBasePaths(remote.meta).map((base, index) => ({
    id: index === 0 ? remoteRouteId(remote.id) : `${remoteRouteId(remote.id)}-${index}`,
    path: `${base}/*`,
    // Navigation waits here for the remote and the page it opens, so no fallback flashes; the
    // page's first data starts meanwhile.
    loader: remotePagesLoader(() => ensureRemote(remote.id), consoleQueries),
    // The loader depends on the path alone: a new query string (a list's filter) with the remote
    // ready skips it, so the router commits at once, with no "loading" state that would re-render
    // the frame and show the navbar's spinner. A Retry (same URL) still runs it.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      defaultShouldRevalidate && !(currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search && findRemote(remote.id)?.load?.status === 'ready'),
    element: <RemoteArea id={remote.id} base={base} />,
    errorElement: <RemoteErrorCard id={remote.id} />,
  }));
}
