import { containerName, manifestMetaField, overlaps, parseRemoteMeta, remoteBasePaths, type RemoteMeta } from '@console/contracts';
import type { RemoteLocation } from './remote-config';

/** A remote as remotes.json lists it, with its metadata once read. */
export interface ListedRemote {
  id: string;
  manifest: string | null;
  /** Null when it could not be read or is not valid. */
  meta: RemoteMeta | null;
  /** Why the remote is not mounted (null: it is): shown on its error card and logged. */
  problem: string | null;
}

/** Paths the shell itself answers; no remote may mount on or under them. */
export const shellPaths = ['/login', '/register', '/forgot-password', '/reset-password', '/access-control', '/not-authorized', '/unavailable'];

/** The metadata a manifest carries for the remote remotes.json calls `id`, or why it is unusable. */
export function metaFromManifest(id: string, manifest: unknown): { meta: RemoteMeta } | { problem: string } {
  const record = typeof manifest === 'object' && manifest !== null ? (manifest as Record<string, unknown>) : {};
  if (!(manifestMetaField in record)) return { problem: `The manifest of “${id}” has no ${manifestMetaField} metadata: was it built with remoteConfigs()?` };
  const parsed = parseRemoteMeta(record[manifestMetaField]);
  if (!parsed.ok) return { problem: `The metadata of “${id}” is not valid: ${parsed.problems.join('; ')}.` };
  if (parsed.meta.id !== id) return { problem: `remotes.json lists “${id}” but its manifest declares “${parsed.meta.id}”.` };
  if (record.name !== undefined && record.name !== containerName(id)) {
    return { problem: `The manifest of “${id}” is for container “${String(record.name)}”, not “${containerName(id)}”.` };
  }
  return { meta: parsed.meta };
}

/**
 * Refuses remotes that would collide: a base path that is a shell page or overlaps an earlier
 * remote's (the first one listed keeps it).
 */
export function checkListing(remotes: readonly ListedRemote[]): ListedRemote[] {
  const taken: ListedRemote[] = [];
  return remotes.map((remote) => {
    let problem = remote.problem;
    for (const basePath of !problem && remote.meta ? remoteBasePaths(remote.meta) : []) {
      const shellPath = shellPaths.find((path) => overlaps(path, basePath));
      const earlierBase = (other: ListedRemote) => (other.meta ? remoteBasePaths(other.meta).find((base) => overlaps(base, basePath)) : undefined);
      const earlier = taken.find(earlierBase);
      if (shellPath) problem = `“${remote.id}” mounts at ${basePath}, which clashes with the console’s own page ${shellPath}.`;
      else if (earlier) problem = `“${remote.id}” mounts at ${basePath}, which clashes with “${earlier.id}” at ${earlierBase(earlier)}.`;
      if (problem) break;
    }
    if (problem) return { ...remote, problem };
    taken.push(remote);
    return remote;
  });
}

/** A listed remote from its remotes.json line and (when the line is usable) its manifest. */
export async function listRemote(location: RemoteLocation, readManifest: (id: string, url: string) => Promise<unknown>): Promise<ListedRemote> {
  const base = { id: location.id, manifest: location.manifest, meta: null };
  if (!location.manifest) return { ...base, problem: location.problem ?? `“${location.id}” has no manifest URL.` };
  try {
    const found = metaFromManifest(location.id, await readManifest(location.id, location.manifest));
    return 'meta' in found ? { ...base, meta: found.meta, problem: null } : { ...base, problem: found.problem };
  } catch (error) {
    return { ...base, problem: `The manifest of “${location.id}” could not be read (${error instanceof Error ? error.message : String(error)}).` };
  }
}
