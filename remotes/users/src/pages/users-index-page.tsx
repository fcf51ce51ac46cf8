import { Navigate } from 'react-router-dom';
import { remoteCatalogue } from '@console/contracts';

/** The remote's base path shows the list. */
export default function UsersIndexPage() {
  return <Navigate to={`${remoteCatalogue.users.basePath}/list`} replace />;
}
