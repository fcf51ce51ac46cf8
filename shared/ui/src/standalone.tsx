import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import { persistSession, signInWithPassword, useSessionStore } from '@console/auth';
import type { RemoteModule } from '@console/contracts';
import { NotFound } from './message-page';
import { remotePagesLoader, RemoteRoutes } from './remote-routes';
import { rootElement } from './root-element';

const demoAdmin = { email: 'admin@demo.com', password: 'admin' };

function StandaloneFrame({ module }: { module: RemoteModule }) {
  return (
    <>
      <header className="navbar bg-body border-bottom px-3">
        <span className="navbar-brand mb-0 h1">
          {module.nav[0]?.label ?? module.id} <small className="text-body-secondary fs-6">standalone</small>
        </span>
      </header>
      <main className="container-fluid py-3">
        <Outlet />
      </main>
      <Toaster position="top-right" />
    </>
  );
}

/**
 * Runs one remote on its own page (a developer's `npm start -w remotes/x`, or its standalone
 * production build), with the same routing the shell gives it.
 */
export async function renderStandalone(module: RemoteModule): Promise<void> {
  // A developer's session: the demo administrator, signed in against the page's own mock.
  persistSession(sessionStorage);
  if (!useSessionStore.getState().user) await signInWithPassword(demoAdmin.email, demoAdmin.password);
  const router = createBrowserRouter([
    {
      path: '/',
      element: <StandaloneFrame module={module} />,
      children: [
        { index: true, element: <Navigate to={module.basePath} replace /> },
        {
          path: `${module.basePath}/*`,
          loader: remotePagesLoader(() => module),
          element: <RemoteRoutes module={module} notFound={NotFound} />,
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);
  createRoot(rootElement()).render(<RouterProvider router={router} />);
}
