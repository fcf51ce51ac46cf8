import { Navigate, Outlet, type RouteObject } from '@console/router';
import { Toaster } from 'react-hot-toast';
import { useAbility } from '@console/auth';
import { FullScreenFallback, NotAuthorized } from '@console/ui';
import { AuthLayout } from '../auth/auth-layout';
import { homePathFor } from '../auth/home-path';
import { RequirePermission } from '../auth/require-permission';
import { useLayoutSettings } from '../layout-settings/layout-settings-store';
import { useLayoutEffects } from '../layout-settings/use-layout-effects';
import AccessControlPage from '../pages/access-control-page';
import ForgotPasswordPage from '../pages/auth/forgot-password-page';
import LoginPage from '../pages/auth/login-page';
import RegisterPage from '../pages/auth/register-page';
import { HomePage } from '../pages/home-page';
import { ShellErrorPage } from '../pages/shell-error-page';
import { isMounted } from '../remotes/remote-registry';
import type { ListedRemote } from '../remotes/remote-listing';
import { ConsoleNotFound, UnavailableRemotePage } from '../remotes/unmounted-remote';
import { remoteRoute } from './remote-route';

/** The dashboard for those who may read it; anyone else starts on their own home. */
function HomeRoute() {
  const ability = useAbility();
  const home = homePathFor(ability);
  return home === '/' ? <HomePage /> : <Navigate to={home} replace />;
}

function AppRoot() {
  useLayoutEffects();
  const rtl = useLayoutSettings((state) => state.rtl);
  return (
    <>
      <Outlet />
      {/* Outside every layout, so a toast survives the navigation that follows it (newest on top). */}
      <Toaster position={rtl ? 'top-left' : 'top-right'} />
    </>
  );
}

/**
 * The shell's route tree: sign-in pages, and the signed-in layout with home, ACL, every mounted
 * remote (from its metadata: no remote code is needed to route) and the 404.
 */
export function shellRoutes(remotes: readonly ListedRemote[]): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppRoot />,
      hydrateFallbackElement: <FullScreenFallback />,
      errorElement: <ShellErrorPage />,
      children: [
        {
          element: <AuthLayout />,
          children: [
            { path: '/login', element: <LoginPage /> },
            { path: '/register', element: <RegisterPage /> },
            { path: '/forgot-password', element: <ForgotPasswordPage /> },
          ],
        },
        {
          id: 'console',
          // The layout loads only for the signed-in console, never on the login page.
          lazy: async () => ({ Component: (await import('../layout/signed-in-layout')).default }),
          children: [
            { path: '/', element: <HomeRoute /> },
            {
              path: '/access-control',
              element: (
                <RequirePermission requires={{ action: 'read', subject: 'ACL' }}>
                  <AccessControlPage />
                </RequirePermission>
              ),
            },
            { path: '/not-authorized', element: <NotAuthorized /> },
            { path: '/unavailable/:id', element: <UnavailableRemotePage /> },
            ...remotes.filter(isMounted).map(remoteRoute),
            { path: '*', element: <ConsoleNotFound /> },
          ],
        },
      ],
    },
  ];
}
