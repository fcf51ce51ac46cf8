import type { createBrowserRouter } from '@console/router';
import { ownsPath } from '@console/contracts';
import { remoteRouteId, remoteRoutes } from '../app/remote-route';
import { isMounted, onRemoteMounted } from './remote-registry';

type Router = ReturnType<typeof createBrowserRouter>;
type Routes = Router['routes'];

const hasRoute = (routes: Routes, id: string): boolean => routes.some((route) => route.id === id || hasRoute(route.children ?? [], id));

/**
 * A remote mounted after the router was made (a Retry that now reads its manifest) gets its route
 * patched in; if the page being shown belongs to it, that page is matched again and shown.
 */
export function mountLateRemotes(router: Router): () => void {
  return onRemoteMounted((remote) => {
    if (!isMounted(remote) || hasRoute(router.routes, remoteRouteId(remote.id))) return;
    router.patchRoutes('console', remoteRoutes(remote));
    const { pathname, search, hash, state } = router.state.location;
    if (ownsPath(remote.meta, pathname)) void router.navigate(`${pathname}${search}${hash}`, { replace: true, state });
  });
}
