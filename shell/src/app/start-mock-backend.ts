import { readMockSettings } from '@console/mirage/settings';

/**
 * Starts the one in-page mock backend unless the deployment (or `?mock=off`) turned it off;
 * miragejs is then never downloaded. Loaded as its own chunk, in parallel with remotes.json.
 */
export async function startMockBackend(): Promise<void> {
  const settings = readMockSettings();
  if (!settings.enabled) return;
  const { startMock, consoleBackend } = await import('@console/mirage');
  startMock(settings, consoleBackend);
}
