import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@console/router';
import { Toaster } from 'react-hot-toast';
import { developmentUser, useSessionStore, type SessionUser } from '@console/auth';
import { remoteBasePaths, type RemoteModule } from '@console/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { NotFound, remotePagesLoader, RemoteRoutes } from '@console/ui';
import { createConsoleQueryClient } from '@console/ui/query';

/**
 * Renders a remote's pages the way the shell mounts them, at `path` (absolute, e.g.
 * '/apps/todo/important'), signed in as `user`. Start a mock server first for API calls.
 */
export function renderRemote(module: RemoteModule, path: string, user: SessionUser | null = developmentUser) {
  useSessionStore.getState().setUser(user);
  // One route per base path the remote serves (its basePath and any further mounts).
  const router = createMemoryRouter(
    remoteBasePaths(module.meta).map((base) => ({
      path: `${base}/*`,
      loader: remotePagesLoader(() => module),
      // An element (null counts as none: React Router then warns in every test) that shows nothing while the pages load.
      hydrateFallbackElement: <></>,
      element: (
        <>
          <RemoteRoutes module={module} notFound={NotFound} base={base} />
          <Toaster />
        </>
      ),
    })),
    { initialEntries: [path] },
  );
  // The console's own cache rules (no retry on 4xx), without the waits between retries.
  const queryClient = createConsoleQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router, queryClient, ...view };
}
