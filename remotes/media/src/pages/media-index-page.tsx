import { Navigate } from '@console/router';
import { remoteMeta } from '../remote-meta';

/** The remote's base path shows the video library. */
export default function MediaIndexPage() {
  return <Navigate to={`${remoteMeta.basePath}/videos`} replace />;
}
