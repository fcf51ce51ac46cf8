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
