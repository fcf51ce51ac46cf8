import type { Server } from 'miragejs';
import type { SeedOptions } from './seed-options';
import { makeServer, type MockDomain } from './server';
import type { MockSettings } from './settings';

/**
 * Starts the page's mock backend as the settings say (or nothing when it is off), and records
 * how long seeding took as the performance measure 'console:mock-start'.
 */
export function startMock(settings: MockSettings, domains: (options: SeedOptions) => MockDomain[]): Server | null {
  if (!settings.enabled) return null;
  const started = performance.now();
  const server = makeServer({ domains: domains({ scale: settings.scale }), timing: settings.latencyMs });
  performance.measure('console:mock-start', { start: started });
  return server;
}
