import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import { useAbility, useSessionStore } from '@console/auth';
import { remoteCatalogue, type RemoteId } from '@console/contracts';
import { FullScreenFallback, NotAuthorized, NotFound, remotePagesLoader } from '@console/ui';
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
import { RemoteArea } from '../remotes/remote-area';
import { RemoteErrorCard } from '../remotes/remote-error-card';
import { ensureRemote, useRemoteRegistry } from '../remotes/remote-registry';

/** How long the first paint waits for the menu's remotes; slower ones fill in later. */
const firstPaintWaitMs = 3_000;

async function loadMenuRemotes() {
  if (!useSessionStore.getState().user) return null; // RequireSession sends them to login
  const ids = Object.keys(useRemoteRegistry.getState().locations) as RemoteId[];
  const all = Promise.allSettled(ids.map(ensureRemote));
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, firstPaintWaitMs))]);
  return null;
}

function remoteRoute(id: RemoteId): RouteObject {
  return {
    id: `remote-${id}`,
    path: `${remoteCatalogue[id].basePath}/*`,
    // Navigation waits here for the remote and the page it opens, so no fallback flashes.
    loader: remotePagesLoader(() => ensureRemote(id)),
    element: <RemoteArea id={id} />,
    errorElement: <RemoteErrorCard id={id} />,
  };
}

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

/** The shell's route tree: sign-in pages, and the signed-in layout with home, ACL, the remotes and 404. */
export function shellRoutes(remoteIds: readonly RemoteId[]): RouteObject[] {
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
          // Remote modules and the layout load only for the signed-in console, never on the login page.
          loader: loadMenuRemotes,
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
            ...remoteIds.map(remoteRoute),
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}
