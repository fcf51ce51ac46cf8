// Standalone mode only: this remote on its own page, with its own mock backend, signed in as
// the demo administrator. The shell never loads this file; it loads ./module.
import 'bootstrap/dist/css/bootstrap.min.css';
import { readMockSettings, startMock, todoDomain, usersDomain, withAuth } from '@console/mirage';
import { renderStandalone } from '@console/ui/standalone';
import usersModule from './module';

// The tasks answer a user page's activity section.
startMock(readMockSettings(), (options) => withAuth(options, [usersDomain(options), todoDomain(options)]));
void renderStandalone(usersModule);
