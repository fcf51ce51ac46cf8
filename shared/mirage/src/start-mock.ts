import type { Server } from 'miragejs';
import type { Backend } from './all-domains';
import type { SeedOptions } from './seed-options';
import { makeServer } from './server';
import type { MockSettings } from './settings';

/**
 * Starts the page's mock backend as the settings say (or nothing when it is off), and records
 * how long seeding took as the performance measure 'console:mock-start'.
 */
export function startMock(settings: MockSettings, backend: (options: SeedOptions) => Backend): Server | null {
  if (!settings.enabled) return null;
  const started = performance.now();
  const { domains, guard } = backend({ scale: settings.scale });
  const server = makeServer({ domains, guard, timing: settings.latencyMs });
  performance.measure('console:mock-start', { start: started });
  return server;
}
