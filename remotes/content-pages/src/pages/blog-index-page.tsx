import { Navigate } from '@console/router';

/** /pages/blog shows the list. */
export default function BlogIndexPage() {
  return <Navigate to="/pages/blog/list" replace />;
}
