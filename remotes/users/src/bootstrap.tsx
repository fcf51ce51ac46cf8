// Standalone mode only: this remote on its own page, with its own mock backend, signed in as
// the demo administrator. The shell never loads this file; it loads ./module.
import { installMockBackend, readMockSettings } from '@console/mirage/gate';
import { renderStandalone } from '@console/ui/standalone';
import usersModule from './module';

// The console's mock backend, each part loaded when a call first needs it.
installMockBackend(readMockSettings())?.warmUp(window.location.pathname);
void renderStandalone(usersModule);
