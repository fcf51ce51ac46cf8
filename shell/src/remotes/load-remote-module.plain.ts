// The benchmark's plain build: the same shell with every remote bundled in, no federation.
// The production build never includes this file (webpack.config.base.ts aliases it in).
import type { RemoteId } from '@console/contracts';

const modules: Record<RemoteId, () => Promise<unknown>> = {
  todo: () => import('../../../remotes/todo/src/module'),
  users: () => import('../../../remotes/users/src/module'),
};

export function setManifestFetch(): void {}

export function preloadRemoteModule(): void {}

export function loadRemoteModule(id: RemoteId): Promise<unknown> {
  return modules[id]();
}
