import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@console/router';
import { Toaster } from 'react-hot-toast';
import { developmentUser, useSessionStore, type SessionUser } from '@console/auth';
import type { RemoteModule } from '@console/contracts';
import { NotFound, remotePagesLoader, RemoteRoutes } from '@console/ui';

/**
 * Renders a remote's pages the way the shell mounts them, at `path` (absolute, e.g.
 * '/apps/todo/important'), signed in as `user`. Start a mock server first for API calls.
 */
export function renderRemote(module: RemoteModule, path: string, user: SessionUser | null = developmentUser) {
  useSessionStore.getState().setUser(user);
  const router = createMemoryRouter(
    [
      {
        path: `${module.meta.basePath}/*`,
        loader: remotePagesLoader(() => module),
        hydrateFallbackElement: null,
        element: (
          <>
            <RemoteRoutes module={module} notFound={NotFound} />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { user: userEvent.setup(), router, ...render(<RouterProvider router={router} />) };
}
