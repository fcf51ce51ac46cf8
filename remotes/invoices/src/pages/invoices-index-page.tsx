import { Navigate } from '@console/router';
import { remoteMeta } from '../remote-meta';

/** The remote's base path shows the list. */
export default function InvoicesIndexPage() {
  return <Navigate to={`${remoteMeta.basePath}/list`} replace />;
}
