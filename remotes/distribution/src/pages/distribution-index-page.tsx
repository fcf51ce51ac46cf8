import { allows, useAbility } from '@console/auth';
import { Navigate } from '@console/router';
import { remoteMeta } from '../remote-meta';

/** The remote's base path opens the first area the account may read ("My actions" for everyone). */
export default function DistributionIndexPage() {
  const ability = useAbility();
  const first = remoteMeta.nav.find((entry) => allows(ability, entry.requires)) ?? remoteMeta.nav[4];
  return <Navigate to={first.to} replace />;
}
