import { createElement, lazy, Suspense, useMemo, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type LoaderFunction, type RouteObject } from '@console/router';
import { allows, useAbility, useSessionStore } from '@console/auth';
import { remoteBasePaths, type PagePrefetch, type RemoteModule, type RemoteRoute } from '@console/contracts';
import { registerTexts } from '@console/runtime';
import { FullScreenFallback } from './full-screen-fallback';
import { NotAuthorized } from './message-page';

// Pages already loaded, so a page renders at once instead of suspending (and React's
// ~300 ms fallback throttle does not delay it).
const loadedPages = new WeakMap<RemoteRoute, ComponentType>();
const pageComponents = new WeakMap<RemoteRoute, ComponentType>();

/** The remote's routes under one of its base paths (the main one when `base` is absent). */
function routeObjects(module: RemoteModule, base = module.meta.basePath): (RouteObject & { remoteRoute: RemoteRoute })[] {
  return module.routes
    .filter((route) => (route.base ?? module.meta.basePath) === base)
    .map((route) => (route.path === '' ? { index: true, remoteRoute: route } : { path: route.path, remoteRoute: route }));
}

/** The base path an absolute path is under, and the rest of it ('/cards/analytics' → '/cards', 'analytics'). */
function splitPath(module: RemoteModule, path: string): { base: `/${string}`; rest: string } | null {
  const base = remoteBasePaths(module.meta).find((candidate) => path === candidate || path.startsWith(`${candidate}/`));
  return base ? { base, rest: path.slice(base.length).replace(/^\//, '') } : null;
}

/**
 * Loads the page an absolute path of the remote will show; call it from a route loader so
 * navigation waits for the page instead of flashing a fallback.
 */
export async function preloadRemotePage(module: RemoteModule, path: string): Promise<void> {
  const route = routeAt(module, path);
  if (route && !loadedPages.has(route)) loadedPages.set(route, (await route.load()).default);
}

/** The remote's route that shows an absolute path, and its parameters, if any. */
function routeMatchAt(module: RemoteModule, path: string): { route: RemoteRoute; params: PagePrefetch['params'] } | undefined {
  const split = splitPath(module, path);
  if (!split) return undefined;
  const match = matchRoutes(routeObjects(module, split.base), `/${split.rest}`)?.at(-1);
  const route = (match?.route as { remoteRoute?: RemoteRoute } | undefined)?.remoteRoute;
  return match && route ? { route, params: match.params } : undefined;
}

/** The remote's route that shows an absolute path, if any. */
function routeAt(module: RemoteModule, path: string): RemoteRoute | undefined {
  return routeMatchAt(module, path)?.route;
}

/**
 * Starts the first data of the page at `url` (its route's `prefetch`, given the query cache once
 * it is there) when this user may see the page. Never throws nor rejects: the page's own queries
 * report what fails.
 */
export function prefetchRemotePage(module: RemoteModule, url: URL, queries: () => Promise<PagePrefetch['queries']>): void {
  const match = routeMatchAt(module, url.pathname);
  const prefetch = match?.route.prefetch;
  if (!match || !prefetch || !allows(useSessionStore.getState().ability, match.route.requires)) return;
  queries()
    .then((cache) => prefetch({ params: match.params, search: url.searchParams, queries: cache }))
    .catch(() => undefined);
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

/**
 * A loader for the route a remote is mounted on (`basePath/*`): the module, then its page and
 * texts; given the query cache, the page's first data starts beside them (not waited for).
 */
export function remotePagesLoader(getModule: () => RemoteModule | Promise<RemoteModule>, queries?: () => Promise<PagePrefetch['queries']>): LoaderFunction {
  return async ({ request }) => {
    const module = await getModule();
    const url = new URL(request.url);
    if (queries) prefetchRemotePage(module, url, queries);
    await Promise.all([preloadRemotePage(module, url.pathname), loadRemoteTexts(module)]);
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

/** Renders a remote's pages below the route it is mounted on (`base/*`; its basePath by default). */
export function RemoteRoutes({ module, notFound, base }: { module: RemoteModule; notFound: ComponentType; base?: `/${string}` }) {
  const NotFound = notFound;
  const routes = useMemo<RouteObject[]>(
    () => [
      ...routeObjects(module, base).map(({ remoteRoute, ...route }) => ({ ...route, element: createElement(pageComponent(remoteRoute)) })),
      { path: '*', element: <NotFound /> },
    ],
    [module, NotFound, base],
  );
  return useRoutes(routes);
}

/**
 * One page of a remote shown at another address: the console's home page (`/`) shows the page a
 * remote offers as its home. `path` is the page's own absolute path; it has no route parameters.
 */
export function RemotePage({ module, path, notFound }: { module: RemoteModule; path: string; notFound: ComponentType }) {
  // createElement, as RemoteRoutes does: pageComponent keeps one stable component per route.
  return useMemo(() => {
    const route = routeAt(module, path);
    return createElement(route ? pageComponent(route) : notFound);
  }, [module, path, notFound]);
}
