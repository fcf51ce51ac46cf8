import type { RemoteMeta, RemoteModule } from '@console/contracts';

/** Thrown when a remote loads but does not keep the contract; shown on its error card. */
export class RemoteContractError extends Error {
  override name = 'RemoteContractError';
}

/** Checks what a remote's ./module exported against the metadata its manifest declared. */
export function validateRemoteModule(meta: RemoteMeta, exported: unknown): RemoteModule {
  const module = (exported as { default?: unknown } | null)?.default ?? exported;
  const candidate = module as Partial<RemoteModule> | null;
  const declared = candidate && typeof candidate === 'object' ? candidate.meta : undefined;
  const problem = !candidate || typeof candidate !== 'object'
    ? 'exports nothing'
    : !declared
      ? 'exports no metadata (meta)'
      : declared.id !== meta.id
        ? `declares id "${String(declared.id)}"`
        : declared.basePath !== meta.basePath
          ? `mounts at "${String(declared.basePath)}" but its manifest says "${meta.basePath}"`
          : !Array.isArray(candidate.routes)
            ? 'has no routes list'
            : null;
  if (problem) throw new RemoteContractError(`Remote "${meta.id}" ${problem}.`);
  return candidate as RemoteModule;
}
