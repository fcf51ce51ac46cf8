import type { ComponentType } from 'react';
import type { RemoteId } from './remote-catalogue';

/** A CASL rule a route or nav entry needs; the rules that grant it live in shared/auth. */
export interface Permission {
  action: 'manage' | 'create' | 'read' | 'update' | 'delete';
  subject: string;
}

/** One page of a remote; `path` is relative to the remote's basePath ('' is its index). */
export interface RemoteRoute {
  path: string;
  /** Loaded before the page renders, so no Suspense fallback flashes on navigation. */
  load: () => Promise<{ default: ComponentType }>;
  requires?: Permission;
}

/** A menu entry; `to` is absolute. */
export interface NavEntry {
  label: string;
  to: string;
  icon?: NavIcon;
  order: number;
  requires?: Permission;
}

export type NavIcon = 'check-square' | 'users' | 'file-text' | 'shopping-cart' | 'book' | 'bar-chart' | 'home';

/** What every remote's `./module` default-exports. */
export interface RemoteModule {
  id: RemoteId;
  basePath: `/${string}`;
  routes: readonly RemoteRoute[];
  nav: readonly NavEntry[];
}
