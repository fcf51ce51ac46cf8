import type { ComponentType } from 'react';
import type { LanguageCode, Permission, RemoteMeta, TextTree } from './remote-meta';

// Still importable from here, where they used to be declared.
export { permissionActions, type Permission } from './remote-meta';

/** One page of a remote; `path` is relative to the remote's basePath ('' is its index). */
export interface RemoteRoute {
  path: string;
  /** The base path `path` is under: one of `meta.mounts`; `meta.basePath` when absent. */
  base?: `/${string}`;
  /** Loaded before the page renders, so no Suspense fallback flashes on navigation. */
  load: () => Promise<{ default: ComponentType }>;
  requires?: Permission;
  /**
   * Starts the page's first data while its code downloads and the frame renders (the shell calls
   * it from the route's loader, without waiting for it): the page's own queries then find the
   * answer in the cache, or on its way, instead of asking only once the page has rendered.
   */
  prefetch?: (context: PagePrefetch) => unknown;
}

/** What a page's prefetch gets: the URL as the page will read it, and the console's query cache. */
export interface PagePrefetch {
  /** The route's parameters (`:filter` → `params.filter`). */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** The console's query cache (TanStack Query's `prefetchQuery`): use the page's own key and function. */
  queries: {
    prefetchQuery(options: { queryKey: readonly unknown[]; queryFn: (context: { signal: AbortSignal }) => Promise<unknown> }): Promise<void>;
  };
}

/**
 * Icons the shell draws for menu entries. A remote may name another (a newer shell may know it);
 * this shell then draws its default icon.
 */
export const navIconNames = ['check-square', 'users', 'file-text', 'shopping-cart', 'book', 'bar-chart', 'home', 'shield', 'film', 'radio', 'mail', 'message-circle', 'heart', 'credit-card', 'tag', 'folder', 'list-video'] as const;
export type NavIcon = (typeof navIconNames)[number];

/** What every remote's `./module` default-exports: its metadata and the code behind it. */
export interface RemoteModule {
  /** The same object the build wrote into the manifest (the shell checks that they agree). */
  meta: RemoteMeta;
  routes: readonly RemoteRoute[];
  /** The remote's own texts in one language, added to the i18n namespace named after its id. */
  texts?: (language: LanguageCode) => Promise<TextTree>;
  /** Components named by `meta.widgets`, loaded when the shell shows them. */
  widgets?: Readonly<Record<string, () => Promise<{ default: ComponentType }>>>;
}
