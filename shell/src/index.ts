import { startRemotes } from './remotes/start-remotes';

// Remote files download while the bootstrap chunk and the shared libraries load.
void startRemotes();
// The async boundary: shared singletons are negotiated before bootstrap's imports run.
void import('./bootstrap');
