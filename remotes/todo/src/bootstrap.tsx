// Standalone mode only: this remote on its own page, with its own mock backend and a
// development session. The shell never loads this file; it loads ./module.
import 'bootstrap/dist/css/bootstrap.min.css';
import { developmentUser, useSessionStore } from '@console/auth';
import { readMockSettings, startMock, todoDomain } from '@console/mirage';
import { renderStandalone } from '@console/ui/standalone';
import todoModule from './module';

startMock(readMockSettings(), (options) => [todoDomain(options)]);
useSessionStore.getState().setUser(developmentUser);
renderStandalone(todoModule);
