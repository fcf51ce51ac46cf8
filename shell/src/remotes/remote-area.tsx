import type { RemoteId } from '@console/contracts';
import { NotFound, RemoteRoutes } from '@console/ui';
import { useRemoteRegistry } from './remote-registry';

/** A remote's pages; its route loader has made sure the module is loaded. */
export function RemoteArea({ id }: { id: RemoteId }) {
  const state = useRemoteRegistry((registry) => registry.remotes[id]);
  if (state?.status !== 'ready') return null;
  return <RemoteRoutes module={state.module} notFound={NotFound} />;
}
