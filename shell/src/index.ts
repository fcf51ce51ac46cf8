import { startRemotes } from './remotes/start-remotes';

// Remote files download while the bootstrap chunk and the shared libraries load; the sign-in
// pages do not need them, so they stay light.
void startRemotes(!/^\/(login|register|forgot-password)(\/|$)/.test(window.location.pathname));
// The async boundary: shared singletons are negotiated before bootstrap's imports run.
void import('./bootstrap');
