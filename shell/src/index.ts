import { showStartFailure } from './app/start-failure';
import { startRemotes } from './remotes/start-remotes';

const path = window.location.pathname;
const signInPage = /^\/(login|register|forgot-password|reset-password)(\/|$)/.test(path);
// remotes.json and the remotes' metadata download while the bootstrap chunk and the shared
// libraries load, and so do the remote of the page being opened and that page (no other remote's
// code), and the signed-in layout: nothing on the way to the first paint waits for another.
void startRemotes(signInPage ? null : path);
if (!signInPage) void import('./layout/signed-in-layout');
// The login page is a chunk of its own (signed-in pages never need its forms): it starts now too.
if (/^\/login(\/|$)/.test(path)) void import('./pages/auth/login-page');
// The mock backend and, for a stored session, the page's part of it: first API call's wait starts now.
if (!signInPage) void import('./app/mock-backend').then(({ startConsoleBackend }) => startConsoleBackend(path));
// The language index.html read from the saved settings: its texts chunk starts now too (the
// chunk bootstrap's i18n asks for; importing i18n itself here would copy it into a chunk of its own).
const { lang } = document.documentElement;
if (lang === 'fr') void import(/* webpackChunkName: "texts-fr" */ './i18n/bundles/fr');
else if (lang === 'ar') void import(/* webpackChunkName: "texts-ar" */ './i18n/bundles/ar');
else void import(/* webpackChunkName: "texts-en" */ './i18n/bundles/en');
// The async boundary: shared singletons are negotiated before bootstrap's imports run. A part of
// the shell that cannot arrive says so instead of leaving the splash on screen.
import('./bootstrap').catch(showStartFailure);
