import { installMockBackend, readMockSettings, type MockBackend } from '@console/mirage/gate';

let backend: MockBackend | null = null;

/**
 * Installs the in-page mock backend unless the deployment (or `?mock=off`) turned it off. Nothing
 * of miragejs loads yet: each API call waits for the part of the mock that answers it.
 */
export function installConsoleBackend(): void {
  backend = installMockBackend(readMockSettings());
}

/** Starts loading what `page` calls (the core at least) before the first call needs it. */
export function warmUpBackend(page?: string): void {
  backend?.warmUp(page);
}

/** Starts loading the part of the mock that answers `path` (an API path) ahead of the call. */
export function warmUpApi(path: string): void {
  backend?.ready(path).catch(() => undefined);
}
