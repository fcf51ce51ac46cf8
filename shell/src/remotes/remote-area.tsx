import { NotFound, RemoteRoutes } from '@console/ui';
import { useRemoteRegistry } from './remote-registry';

/** A remote's pages; its route loader has made sure the module is loaded. */
export function RemoteArea({ id, base }: { id: string; base?: `/${string}` }) {
  const load = useRemoteRegistry((registry) => registry.remotes.find((remote) => remote.id === id)?.load);
  if (load?.status !== 'ready') return null;
  return <RemoteRoutes module={load.module} notFound={NotFound} base={base} />;
}
