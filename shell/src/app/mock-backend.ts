import { readConsoleConfig, storageKeysFrom } from '@console/auth';
import { installMockBackend, readMockSettings, type MockBackend } from '@console/mirage/gate';

let backend: MockBackend | null | undefined;

/**
 * Installs the in-page mock backend (once) unless the deployment (or `?mock=off`) turned it off.
 * Nothing of miragejs loads yet: each API call waits for the part of the mock that answers it.
 */
export function installConsoleBackend(): void {
  if (backend !== undefined) return;
  backend = installMockBackend(readMockSettings(), window, {
    // The notice's words and toast load only when there is something to say.
    onNotice: (notice) => void import('./mock-notices').then(({ showMockNotice }) => showMockNotice(notice)),
  });
}

/** True when this page's API is the in-page mock (the customizer then offers to reset its data). */
export function mockBackendInstalled(): boolean {
  return Boolean(backend);
}

/** False when changes last only until a reload (persistence off, or no usable browser storage): the customizer says so. */
export function mockKeepsChanges(): boolean {
  return backend?.keepsChanges() ?? false;
}

/** Forgets every change kept in this browser and reloads: the demo data is back as delivered (other tabs reload too). */
export async function resetDemoData(): Promise<void> {
  await backend?.resetData();
  window.location.reload();
}

/** Starts loading what `page` calls (the core at least) before the first call needs it. */
export function warmUpBackend(page?: string, accessToken?: string): void {
  backend?.warmUp(page, accessToken);
}

/** Starts loading the part of the mock that answers `path` (an API path) ahead of the call. */
export function warmUpApi(path: string): void {
  backend?.ready(path).catch(() => undefined);
}

/**
 * Run from index.ts, beside the shell's bootstrap and not after it: installs the mock and, for a
 * stored session, starts loading the core and the page's data while the shared libraries still
 * download (the first API call no longer waits for the bootstrap to load and run first).
 */
export function startConsoleBackend(page: string): void {
  installConsoleBackend();
  try {
    const accessToken = localStorage.getItem(storageKeysFrom(readConsoleConfig()).accessToken);
    if (accessToken) warmUpBackend(page, accessToken);
  } catch {
    // storage unavailable: the bootstrap finds no session either
  }
}
