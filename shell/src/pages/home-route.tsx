import { Navigate } from '@console/router';
import { useAbility } from '@console/auth';
import { NotFound, RemotePage } from '@console/ui';
import { homePathFor } from '../auth/home-path';
import { useMenuEntries } from '../layout/use-menu-entries';
import { homeRemote } from '../remotes/home-remote';
import { useRemoteRegistry } from '../remotes/remote-registry';
import { HomePage } from './home-page';

/**
 * `/`: the page a remote offers as the console's home (the cards remote's analytics dashboard)
 * for those it allows; else the shell's dashboard for those who may read it; anyone else starts
 * on their own first page.
 */
export default function HomeRoute() {
  const ability = useAbility();
  const menu = useMenuEntries();
  const remote = homeRemote(useRemoteRegistry((registry) => registry.remotes), ability);
  if (remote?.load.status === 'ready') return <RemotePage module={remote.load.module} path={remote.meta.home.to} notFound={NotFound} />;
  const home = homePathFor(ability, menu);
  return home === '/' ? <HomePage /> : <Navigate to={home} replace />;
}
