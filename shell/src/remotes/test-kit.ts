import type { RemoteMeta, RemoteModule } from '@console/contracts';
import { registerTranslations } from '../i18n/i18n';
import type { ListedRemote } from './remote-listing';
import { setListing, useRemoteRegistry } from './remote-registry';

/** Metadata of a to-do remote like the real one: one entry everyone with Todo access sees. */
export function todoMeta(overrides: Partial<RemoteMeta> = {}): RemoteMeta {
  return {
    id: 'todo',
    basePath: '/apps/todo',
    nav: [{ label: 'meta.menu', to: '/apps/todo', icon: 'check-square', order: 20, requires: { action: 'read', subject: 'Todo' } }],
    pages: [{ title: 'meta.menu', to: '/apps/todo', keywords: ['tasks'] }],
    texts: { en: { meta: { menu: 'Todo' } }, fr: { meta: { menu: 'Tâches' } } },
    ...overrides,
  };
}

/** A remote as remotes.json lists it, mounted unless `meta` is null or a problem is given. */
export function listed(meta: RemoteMeta | null, overrides: Partial<ListedRemote> = {}): ListedRemote {
  const id = meta?.id ?? 'todo';
  return { id, manifest: `https://cdn.example.com/${id}/mf-manifest.json`, meta, problem: meta ? null : 'The manifest could not be read (HTTP 404).', ...overrides };
}

/** A module for `meta` whose pages are the given components. */
export function moduleFor(meta: RemoteMeta, pages: Record<string, () => null | React.JSX.Element>): RemoteModule {
  return { meta, routes: Object.entries(pages).map(([path, Page]) => ({ path, load: async () => ({ default: Page }) })) };
}

/** What the shell's bootstrap does with the start-up listing: texts registered, registry filled. */
export function mountListing(remotes: readonly ListedRemote[]): void {
  for (const remote of remotes) if (remote.meta) registerTranslations(remote.id, remote.meta.texts);
  setListing(remotes);
}

/** Forgets every remote (call after each test). */
export function clearRegistry(): void {
  useRemoteRegistry.setState({ remotes: [] });
}
