import { Navigate } from '@console/router';
import { remoteMeta } from '../remote-meta';

/** /dashboard shows its first dashboard. */
export default function DashboardIndexPage() {
  return <Navigate to={`${remoteMeta.mounts[0]}/analytics`} replace />;
}
