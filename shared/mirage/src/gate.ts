// What a bootstrap imports first (no miragejs in it): the settings and the lazily loading backend.
export { installMockBackend, mockDataChangedEvent, type MockBackend, type MockBackendHooks, type MockNotice } from './backend-gate';
export { readMockSettings, type MockSettings } from './settings';
