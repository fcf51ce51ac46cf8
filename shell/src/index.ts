import { startRemotes } from './remotes/start-remotes';

// remotes.json and the remotes' metadata download while the bootstrap chunk and the shared
// libraries load, and so does the remote of the page being opened (no other remote's code).
const path = window.location.pathname;
void startRemotes(/^\/(login|register|forgot-password)(\/|$)/.test(path) ? null : path);
// The async boundary: shared singletons are negotiated before bootstrap's imports run.
void import('./bootstrap');
