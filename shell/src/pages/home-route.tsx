import { Navigate } from '@console/router';
import { useAbility } from '@console/auth';
import { homePathFor } from '../auth/home-path';
import { useMenuEntries } from '../layout/use-menu-entries';
import { HomePage } from './home-page';

/** `/`: the dashboard for those who may read it; anyone else starts on their own home. */
export default function HomeRoute() {
  const ability = useAbility();
  const home = homePathFor(ability, useMenuEntries());
  return home === '/' ? <HomePage /> : <Navigate to={home} replace />;
}
