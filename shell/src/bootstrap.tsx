import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { developmentUser, readConsoleConfig, setApiBase, useSessionStore } from '@console/auth';
import type { RemoteId } from '@console/contracts';
import { rootElement } from '@console/ui';
import { shellRoutes } from './app/routes';
import { startMockBackend } from './app/start-mock-backend';
import { unregisterServiceWorkers } from './app/unregister-service-workers';
import { setRemoteLocations } from './remotes/remote-registry';
import { startRemotes } from './remotes/start-remotes';

async function start() {
  void unregisterServiceWorkers();
  const { apiBase } = readConsoleConfig();
  if (typeof apiBase === 'string') setApiBase(apiBase);
  // startRemotes() already ran in index.ts; this is its answer, not a second fetch.
  const [locations] = await Promise.all([startRemotes(), startMockBackend()]);
  setRemoteLocations(locations);
  // Until sign-in exists (issue 4) the console runs as the development administrator.
  useSessionStore.getState().setUser(developmentUser);

  const router = createBrowserRouter(shellRoutes(Object.keys(locations) as RemoteId[]));
  createRoot(rootElement()).render(<RouterProvider router={router} />);
}

void start();
