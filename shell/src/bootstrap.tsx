import './styles.css';
import '@console/ui/theme.css';
import '@console/ui/patterns.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@console/router';
import { readConsoleConfig, setApiBase, storageKeysFrom, useSessionStore } from '@console/auth';
import { authMessagesEn, commonMessagesEn } from '@console/contracts';
import { rootElement } from '@console/ui';
import { publishConsoleBrand } from '@console/runtime';
import { shellRoutes } from './app/routes';
import { browserStorage, restoreSession } from './auth/restore-session';
import { applyBrandToDocument, BrandProvider } from './branding/brand-context';
import { brandForHost } from './branding/brand-for-host';
import { logoSvg } from './branding/brands';
import { installConsoleBackend, warmUpBackend } from './app/mock-backend';
import { showStartFailure } from './app/start-failure';
import { unregisterServiceWorkers } from './app/unregister-service-workers';
import { applyLayoutToDocument } from './layout-settings/apply-layout';
import { useLayoutSettings } from './layout-settings/layout-settings-store';
import { installRipple } from './layout-settings/ripple';
import { registerEnglishMessages, registerTranslations, switchLanguage } from './i18n/i18n';
import { mountLateRemotes } from './remotes/mount-late-remotes';
import { onRemoteMounted, setListing } from './remotes/remote-registry';
import { startRemotes } from './remotes/start-remotes';

async function start() {
  // First: from here on no API call can reach the network before the mock that answers it is ready.
  installConsoleBackend();
  void unregisterServiceWorkers();
  const config = readConsoleConfig();
  if (typeof config.apiBase === 'string') setApiBase(config.apiBase);
  const brand = brandForHost(window.location.hostname, config);
  applyBrandToDocument(brand);
  // Remotes read the brand from the runtime (an invoice's issuer is the brand's company).
  publishConsoleBrand({ id: brand.id, name: brand.name, logo: logoSvg(brand) });
  restoreSession(browserStorage(), storageKeysFrom(config));
  // A signed-in page will call the API at once: load the mock's core and this page's data now
  // (index.ts has usually started it already; a second warm-up reuses what is loading).
  if (useSessionStore.getState().user) warmUpBackend(window.location.pathname);
  const layout = useLayoutSettings.getState();
  installRipple();
  // The sign-in pages' message keys in English, to read the API's refusals back to them.
  registerEnglishMessages({ ...commonMessagesEn, ...authMessagesEn });
  // startRemotes() already ran in index.ts; this is its answer, not a second fetch. The first
  // render waits for Bootstrap's stylesheet (LTR or RTL, chosen at run time).
  const [listing] = await Promise.all([startRemotes(), applyLayoutToDocument(layout), switchLanguage(layout.language)]);
  // A remote's menu labels live in its metadata, in the namespace named after it.
  onRemoteMounted((remote) => remote.meta && registerTranslations(remote.id, remote.meta.texts));
  setListing(listing);

  const router = createBrowserRouter(shellRoutes(listing));
  mountLateRemotes(router);
  createRoot(rootElement()).render(
    <BrandProvider brand={brand}>
      <RouterProvider router={router} />
    </BrandProvider>,
  );
}

start().catch(showStartFailure);
