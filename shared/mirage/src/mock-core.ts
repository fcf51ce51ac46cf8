import { accessGuard, guardedServer, prepareGuardFor } from './access-guard';
import { seedLoginUsers } from './domains/auth/users';
import type { DomainEntry } from './domain-index';
import type { MockDomain } from './mock-domain';
import type { SeedOptions } from './seed-options';
import { makeServer } from './server';

export interface MockCore {
  /** Loads a domain's code and seed data and adds its routes (behind the access guard). */
  addDomain(entry: DomainEntry): Promise<void>;
  shutdown(): void;
}

/**
 * The mock backend's core: Mirage with no routes yet, the access guard, and the login users the
 * guard and the auth domain share. Domains join it as the page first calls them.
 */
export function startMockCore({ scale, latencyMs }: SeedOptions & { latencyMs: number }): MockCore {
  const users = seedLoginUsers();
  const guard = accessGuard(users);
  const server = makeServer({ domains: [], guard, timing: latencyMs });
  const guarded = guardedServer(server, guard);
  const loaded = new Map<string, MockDomain>();
  const peer = <T>(name: string) => loaded.get(name)?.provides as T | undefined;
  return {
    async addDomain(entry) {
      prepareGuardFor(entry);
      const factory = await entry.load();
      const started = performance.now();
      const domain = factory({ scale, users, peer });
      domain.routes(guarded);
      loaded.set(entry.name, domain);
      // Seeding time per domain, read by the benchmark (jsdom has no measure()).
      performance.measure?.(`console:mock-domain:${entry.name}`, { start: started });
    },
    shutdown: () => server.shutdown(),
  };
}
