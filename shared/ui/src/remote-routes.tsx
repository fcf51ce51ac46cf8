import { createElement, lazy, Suspense, useMemo, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type LoaderFunction, type RouteObject } from '@console/router';
import { allows, useAbility } from '@console/auth';
import type { RemoteModule, RemoteRoute } from '@console/contracts';
import { registerTexts } from '@console/runtime';
import { FullScreenFallback } from './full-screen-fallback';
import { NotAuthorized } from './message-page';

// Pages already loaded, so a page renders at once instead of suspending (and React's
// ~300 ms fallback throttle does not delay it).
const loadedPages = new WeakMap<RemoteRoute, ComponentType>();
const pageComponents = new WeakMap<RemoteRoute, ComponentType>();

function routeObjects(routes: readonly RemoteRoute[]): (RouteObject & { remoteRoute: RemoteRoute })[] {
  return routes.map((route) =>
    route.path === '' ? { index: true, remoteRoute: route } : { path: route.path, remoteRoute: route },
  );
}

/**
 * Loads the page a path inside the remote will show (`path` is relative to its basePath);
 * call it from a route loader so navigation waits for the page instead of flashing a fallback.
 */
export async function preloadRemotePage(module: RemoteModule, path: string): Promise<void> {
  const match = matchRoutes(routeObjects(module.routes), `/${path}`)?.at(-1);
  const route = (match?.route as { remoteRoute?: RemoteRoute } | undefined)?.remoteRoute;
  if (route && !loadedPages.has(route)) loadedPages.set(route, (await route.load()).default);
}

/** How long a remote's texts may take (a chunk of a few KB; the API's own limit is 20 s). */
const textsTimeoutMs = 10_000;

/**
 * The remote's own texts in the current language, in its i18n namespace (its id) before its
 * first page renders; the shell's language switch then loads them with its own.
 */
export function loadRemoteTexts(module: RemoteModule): Promise<void> {
  if (!module.texts) return Promise.resolve();
  // A texts chunk that never arrives must end on the remote's error card, not an endless spinner.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The texts of ${module.meta.id} did not load.`)), textsTimeoutMs);
  });
  return Promise.race([registerTexts(module.meta.id, module.texts), timeout]).finally(() => clearTimeout(timer));
}

/** A loader for the route a remote is mounted on (`basePath/*`): the module, then its page and texts. */
export function remotePagesLoader(getModule: () => RemoteModule | Promise<RemoteModule>): LoaderFunction {
  return async ({ params }) => {
    const module = await getModule();
    await Promise.all([preloadRemotePage(module, params['*'] ?? ''), loadRemoteTexts(module)]);
    return null;
  };
}

/** One stable component per route: the preloaded page when there is one, else a lazy one. */
function pageComponent(route: RemoteRoute): ComponentType {
  let Page = pageComponents.get(route);
  if (!Page) {
    const LazyPage = lazy(route.load);
    Page = function RemotePage() {
      const ability = useAbility();
      if (!allows(ability, route.requires)) return <NotAuthorized />;
      const loaded = loadedPages.get(route);
      if (loaded) return createElement(loaded);
      return (
        <Suspense fallback={<FullScreenFallback />}>
          <LazyPage />
        </Suspense>
      );
    };
    pageComponents.set(route, Page);
  }
  return Page;
}

/** Renders a remote's pages below the route it is mounted on (`basePath/*`). */
export function RemoteRoutes({ module, notFound }: { module: RemoteModule; notFound: ComponentType }) {
  const NotFound = notFound;
  const routes = useMemo<RouteObject[]>(
    () => [
      ...routeObjects(module.routes).map(({ remoteRoute, ...route }) => ({ ...route, element: createElement(pageComponent(remoteRoute)) })),
      { path: '*', element: <NotFound /> },
    ],
    [module, NotFound],
  );
  return useRoutes(routes);
}
