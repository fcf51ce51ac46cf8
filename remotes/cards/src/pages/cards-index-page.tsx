import { Navigate } from '@console/router';
import { remoteMeta } from '../remote-meta';

/** /cards shows its first gallery. */
export default function CardsIndexPage() {
  return <Navigate to={`${remoteMeta.basePath}/analytics`} replace />;
}
