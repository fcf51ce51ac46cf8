import { remoteCatalogue, type RemoteId, type RemoteModule } from '@console/contracts';

/** Thrown when a remote loads but does not keep the contract; shown on its error card. */
export class RemoteContractError extends Error {
  override name = 'RemoteContractError';
}

/** Checks what a remote's ./module exported before the shell routes to it. */
export function validateRemoteModule(id: RemoteId, exported: unknown): RemoteModule {
  const module = (exported as { default?: unknown } | null)?.default ?? exported;
  const candidate = module as Partial<RemoteModule> | null;
  const problem = !candidate || typeof candidate !== 'object'
    ? 'exports nothing'
    : candidate.id !== id
      ? `declares id "${String(candidate.id)}"`
      : candidate.basePath !== remoteCatalogue[id].basePath
        ? `mounts at "${String(candidate.basePath)}" but the catalogue says "${remoteCatalogue[id].basePath}"`
        : !Array.isArray(candidate.routes) || !Array.isArray(candidate.nav)
          ? 'has no routes or nav list'
          : null;
  if (problem) throw new RemoteContractError(`Remote "${id}" ${problem}.`);
  return candidate as RemoteModule;
}
