// The benchmark's plain build: the same shell with every remote bundled in, no federation. The
// production build never includes this file (webpack.config.base.ts aliases it in for --plain).
import { containerName, manifestMetaField, type RemoteMeta } from '@console/contracts';

// Every remote folder's metadata (small, bundled) and module (its own chunk, loaded on demand).
const metas = require.context('../../../remotes', true, /^\.\/[^/]+\/src\/remote-meta\.ts$/);
const modules = require.context('../../../remotes', true, /^\.\/[^/]+\/src\/module\.ts$/, 'lazy');

function folderOf(id: string): string {
  const key = metas.keys().find((candidate) => (metas(candidate) as { remoteMeta: RemoteMeta }).remoteMeta.id === id);
  if (!key) throw new Error(`The plain build has no remote "${id}".`);
  return key.replace(/\/src\/remote-meta\.ts$/, '');
}

export function setManifestFetch(): void {}

/** What the federated build reads from the manifest, from the bundled metadata instead. */
export async function readManifest(id: string): Promise<unknown> {
  const { remoteMeta } = metas(`${folderOf(id)}/src/remote-meta.ts`) as { remoteMeta: RemoteMeta };
  return { name: containerName(id), [manifestMetaField]: remoteMeta };
}

export function loadRemoteModule(id: string): Promise<unknown> {
  return modules(`${folderOf(id)}/src/module.ts`) as Promise<unknown>;
}
