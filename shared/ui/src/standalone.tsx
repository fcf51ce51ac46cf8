import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@console/router';
import { isAwaitingSignIn, persistSession, signInWithPassword, useSessionStore } from '@console/auth';
import { remoteBasePaths, type RemoteModule } from '@console/contracts';
import { publishConsoleAreas } from '@console/runtime';
import '@console/ui/theme.css';
import '@console/ui/patterns.css';
import { initStandaloneI18n } from './i18n/standalone-i18n';
import { installDialogFocusWrap } from './dialogs/dialog-focus-wrap';
import { OwnQueryClient } from './query/query-provider';
import { applyBrandTheme } from './theme/brand-tokens';
import { rootElement } from './root-element';
import { standaloneRoutes } from './standalone/standalone-routes';
import { dropLanguageFromAddress, showLanguageOnPage, startingLanguage } from './standalone/standalone-language';

/** The studio brand's primary (shell/src/branding/brands.ts). */
const standalonePrimary = '#5a4fcf';
const demoAdmin = { email: 'admin@demo.com', password: 'admin' };

/**
 * Runs one remote on its own page (a developer's `npm start -w remotes/x`, or its standalone
 * production build), with the same routing the shell gives it.
 */
export async function renderStandalone(module: RemoteModule): Promise<void> {
  // The default brand's colours (the shell picks one by host name; alone there is only one).
  applyBrandTheme(standalonePrimary);
  installDialogFocusWrap();
  // The language of `?lang=` or the one chosen earlier in this tab, with its direction and Bootstrap build.
  const language = startingLanguage();
  dropLanguageFromAddress();
  await Promise.all([showLanguageOnPage(language), initStandaloneI18n(language)]);
  // A developer's session: the demo administrator, signed in against the page's own mock.
  persistSession(sessionStorage);
  if (!useSessionStore.getState().user) await signInWithPassword(demoAdmin.email, demoAdmin.password);
  // Alone there is no shell to ask for the password again: an expired session is renewed as it began.
  useSessionStore.subscribe((session, before) => {
    if (isAwaitingSignIn(session) && !isAwaitingSignIn(before)) void signInWithPassword(demoAdmin.email, demoAdmin.password).catch(() => undefined);
  });
  // Alone, this console has only this remote: links into others are not shown.
  const { id } = module.meta;
  publishConsoleAreas(remoteBasePaths(module.meta).map((base) => ({ id, basePath: base })));
  const router = createBrowserRouter(standaloneRoutes(module));
  createRoot(rootElement()).render(
    <OwnQueryClient>
      <RouterProvider router={router} />
    </OwnQueryClient>,
  );
}
