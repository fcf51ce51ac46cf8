import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from '@console/router';
import { Toaster } from 'react-hot-toast';
import { isAwaitingSignIn, persistSession, signInWithPassword, useSessionStore } from '@console/auth';
import { remoteBasePaths, textAt, type RemoteModule } from '@console/contracts';
import { publishConsoleAreas } from '@console/runtime';
import '@console/ui/theme.css';
import '@console/ui/patterns.css';
import { initStandaloneI18n } from './i18n/standalone-i18n';
import { installDialogFocusWrap } from './dialogs/dialog-focus-wrap';
import { NotFound } from './message-page';
import { OwnQueryClient } from './query/query-provider';
import { applyBrandTheme } from './theme/brand-tokens';
import { remotePagesLoader, RemoteRoutes } from './remote-routes';
import { rootElement } from './root-element';
import { useUiT } from './use-ui-t';

/** The studio brand's primary (shell/src/branding/brands.ts). */
const standalonePrimary = '#5a4fcf';
const demoAdmin = { email: 'admin@demo.com', password: 'admin' };

function StandaloneFrame({ module }: { module: RemoteModule }) {
  const t = useUiT();
  return (
    <>
      <header className="navbar bg-body border-bottom px-3">
        <span className="navbar-brand mb-0 h1">
          {textAt(module.meta.texts.en, module.meta.nav[0]?.label ?? '') ?? module.meta.id}{' '}
          <small className="text-body-secondary fs-6">{t('standalone', 'standalone')}</small>
        </span>
      </header>
      <main className="container-fluid py-3">
        <Outlet />
      </main>
      <Toaster position="bottom-center" reverseOrder />
    </>
  );
}

/**
 * Runs one remote on its own page (a developer's `npm start -w remotes/x`, or its standalone
 * production build), with the same routing the shell gives it.
 */
export async function renderStandalone(module: RemoteModule): Promise<void> {
  // The default brand's colours (the shell picks one by host name; alone there is only one).
  applyBrandTheme(standalonePrimary);
  installDialogFocusWrap();
  await initStandaloneI18n();
  // A developer's session: the demo administrator, signed in against the page's own mock.
  persistSession(sessionStorage);
  if (!useSessionStore.getState().user) await signInWithPassword(demoAdmin.email, demoAdmin.password);
  // Alone there is no shell to ask for the password again: an expired session is renewed as it began.
  useSessionStore.subscribe((session, before) => {
    if (isAwaitingSignIn(session) && !isAwaitingSignIn(before)) void signInWithPassword(demoAdmin.email, demoAdmin.password).catch(() => undefined);
  });
  // Alone, this console has only this remote: links into others are not shown.
  const { id, basePath } = module.meta;
  publishConsoleAreas(remoteBasePaths(module.meta).map((base) => ({ id, basePath: base })));
  const router = createBrowserRouter([
    {
      path: '/',
      element: <StandaloneFrame module={module} />,
      children: [
        { index: true, element: <Navigate to={basePath} replace /> },
        ...remoteBasePaths(module.meta).map((base) => ({
          path: `${base}/*`,
          loader: remotePagesLoader(() => module),
          element: <RemoteRoutes module={module} notFound={NotFound} base={base} />,
        })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);
  createRoot(rootElement()).render(
    <OwnQueryClient>
      <RouterProvider router={router} />
    </OwnQueryClient>,
  );
}
