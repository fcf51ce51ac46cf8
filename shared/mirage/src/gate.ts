// What a bootstrap imports first (no miragejs in it): the settings and the lazily loading backend.
export { installMockBackend, type MockBackend } from './backend-gate';
export { readMockSettings, type MockSettings } from './settings';
