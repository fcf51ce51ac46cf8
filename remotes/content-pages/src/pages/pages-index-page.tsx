import { Navigate } from '@console/router';

/** The remote's base path shows the signed-in person's account settings (every account may open them). */
export default function PagesIndexPage() {
  return <Navigate to="/pages/account-settings/general" replace />;
}
