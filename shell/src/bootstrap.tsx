import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { developmentUser, useSessionStore } from '@console/auth';
import type { RemoteId } from '@console/contracts';
import { rootElement } from '@console/ui';
import { shellRoutes } from './app/routes';
import { startMockBackend } from './app/start-mock-backend';
import { unregisterServiceWorkers } from './app/unregister-service-workers';
import { setManifestFetch } from './remotes/load-remote-module';
import { fetchRemoteLocations } from './remotes/remote-config';
import { setRemoteLocations } from './remotes/remote-registry';

async function start() {
  void unregisterServiceWorkers();
  // Taken before the mock backend wraps fetch: remotes.json and manifests go to the network.
  const nativeFetch = window.fetch.bind(window);
  setManifestFetch(nativeFetch);
  const [locations] = await Promise.all([fetchRemoteLocations(nativeFetch), startMockBackend()]);
  setRemoteLocations(locations);
  // Until sign-in exists (issue 4) the console runs as the development administrator.
  useSessionStore.getState().setUser(developmentUser);

  const router = createBrowserRouter(shellRoutes(Object.keys(locations) as RemoteId[]));
  createRoot(rootElement()).render(<RouterProvider router={router} />);
}

void start();
