import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from '@console/router';
import { FullScreenFallback, NotAuthorized } from '@console/ui';
import { AuthLayout } from '../auth/auth-layout';
import { logOutLoader } from '../auth/log-out';
import { RequirePermission } from '../auth/require-permission';
import { useBrand } from '../branding/brand-context';
import { useLayoutEffects } from '../layout-settings/use-layout-effects';
import { ShellErrorPage } from '../pages/shell-error-page';
import { HomeErrorCard, loadHomeRemote } from '../remotes/home-remote';
import { isMounted } from '../remotes/remote-registry';
import type { ListedRemote } from '../remotes/remote-listing';
import { ConsoleNotFound, UnavailableRemotePage } from '../remotes/unmounted-remote';
import { remoteRoutes } from './remote-route';
import { ConsoleToasts } from './toasts';
import { usePageHeading } from './use-page-heading';

// Pages load on their first visit: the sign-in pages' forms library never reaches a signed-in
// page, and the login page's JS budget pays for no other page (index.ts starts the login page's
// chunk beside the bootstrap, so it costs the login page no extra wait).
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

function AppRoot() {
  useLayoutEffects();
  usePageHeading(useBrand().name);
  return (
    <>
      <Outlet />
      <ConsoleToasts />
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
            { path: '/login', lazy: page(() => import('../pages/auth/login-page')) },
            { path: '/register', lazy: page(() => import('../pages/auth/register-page')) },
            { path: '/forgot-password', lazy: page(() => import('../pages/auth/forgot-password-page')) },
          ],
        },
        { path: '/logout', loader: logOutLoader, element: <Navigate to="/login" replace /> },
        {
          element: <AuthLayout guestsOnly={false} />,
          children: [{ path: '/reset-password', lazy: page(() => import('../pages/auth/reset-password-page')) }],
        },
        {
          id: 'console',
          // The layout loads only for the signed-in console, never on the login page; so do its texts and the search's.
          lazy: async () => {
            // Not awaited to failure: without them the console works, its search shown by key.
            const searchTexts = import('../navbar-search/search-texts').then(
              ({ loadSearchTexts }) => loadSearchTexts(),
              (error: unknown) => console.error('The search texts could not be loaded:', error),
            );
            const layoutTexts = import('../i18n/signed-in-texts').then(({ loadSignedInTexts }) => loadSignedInTexts());
            const [layout] = await Promise.all([import('../layout/signed-in-layout'), layoutTexts, searchTexts]);
            return { Component: layout.default };
          },
          children: [
            { path: '/', loader: loadHomeRemote, lazy: page(() => import('../pages/home-route')), errorElement: <HomeErrorCard /> },
            {
              path: '/access-control',
              lazy: async () => {
                const { default: AccessControlPage } = await import('../pages/access-control-page');
                return {
                  element: (
                    <RequirePermission requires={{ action: 'read', subject: 'ACL' }}>
                      <AccessControlPage />
                    </RequirePermission>
                  ),
                };
              },
            },
            { path: '/not-authorized', element: <NotAuthorized /> },
            { path: '/unavailable/:id', element: <UnavailableRemotePage /> },
            ...remotes.filter(isMounted).flatMap(remoteRoutes),
            { path: '*', element: <ConsoleNotFound /> },
          ],
        },
      ],
    },
  ];
}
