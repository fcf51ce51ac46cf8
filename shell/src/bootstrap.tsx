import './styles.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { persistSession, readConsoleConfig, setApiBase, storageKeysFrom } from '@console/auth';
import type { RemoteId } from '@console/contracts';
import { rootElement } from '@console/ui';
import { shellRoutes } from './app/routes';
import { applyBrandToDocument, BrandProvider } from './branding/brand-context';
import { brandForHost } from './branding/brand-for-host';
import { startMockBackend } from './app/start-mock-backend';
import { unregisterServiceWorkers } from './app/unregister-service-workers';
import { applyLayoutToDocument } from './layout-settings/apply-layout';
import { useLayoutSettings } from './layout-settings/layout-settings-store';
import { installRipple } from './layout-settings/ripple';
import { i18n } from './i18n/i18n';
import { setRemoteLocations } from './remotes/remote-registry';
import { startRemotes } from './remotes/start-remotes';

async function start() {
  void unregisterServiceWorkers();
  const config = readConsoleConfig();
  if (typeof config.apiBase === 'string') setApiBase(config.apiBase);
  const brand = brandForHost(window.location.hostname, config);
  applyBrandToDocument(brand);
  persistSession(localStorage, storageKeysFrom(config));
  const layout = useLayoutSettings.getState();
  void i18n.changeLanguage(layout.language);
  installRipple();
  // startRemotes() already ran in index.ts; this is its answer, not a second fetch. The first
  // render waits for Bootstrap's stylesheet (LTR or RTL, chosen at run time).
  const [locations] = await Promise.all([startRemotes(), startMockBackend(), applyLayoutToDocument(layout)]);
  setRemoteLocations(locations);

  const router = createBrowserRouter(shellRoutes(Object.keys(locations) as RemoteId[]));
  createRoot(rootElement()).render(
    <BrandProvider brand={brand}>
      <RouterProvider router={router} />
    </BrandProvider>,
  );
}

void start();
