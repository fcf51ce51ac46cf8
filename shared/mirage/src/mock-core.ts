import { accessGuard, guardedServer, prepareGuardFor } from './access-guard';
import { seedLoginUsers } from './domains/auth/users';
import type { DomainEntry } from './domain-index';
import type { MockDomain } from './mock-domain';
import type { SeedOptions } from './seed-options';
import { makeServer } from './server';
import type { Persistence } from './persist/persistence';
import { persistingServer } from './persist/persisting-server';

/** The login users' version (the core's own data, kept as the 'auth' domain): bump when their seed or shape changes. */
const loginUsersVersion = 1;

export interface MockCore {
  /** Loads a domain's code and seed data and adds its routes (behind the access guard). */
  addDomain(entry: DomainEntry): Promise<void>;
  shutdown(): void;
}

/**
 * The mock backend's core: Mirage with no routes yet, the access guard, and the login users the
 * guard and the auth domain share. Domains join it as the page first calls them.
 */
export function startMockCore({ scale, latencyMs, persistence }: SeedOptions & { latencyMs: number; persistence?: Persistence }): MockCore {
  const users = seedLoginUsers();
  // The guard checks every call against these users: restored before any domain answers.
  const usersRestored = persistence?.adopt('auth', { version: loginUsersVersion, state: { users } }).catch(() => undefined);
  const guard = accessGuard(users);
  const server = makeServer({ domains: [], guard, timing: latencyMs });
  const guarded = guardedServer(server, guard);
  const loaded = new Map<string, MockDomain>();
  const peer = <T>(name: string) => loaded.get(name)?.provides as T | undefined;
  return {
    async addDomain(entry) {
      prepareGuardFor(entry);
      const [factory] = await Promise.all([entry.load(), usersRestored]);
      const started = performance.now();
      const domain = factory({ scale, users, peer });
      const changed = [entry.name, ...(domain.persist?.touches ?? [])];
      domain.routes(persistence ? persistingServer(guarded, async () => void (await Promise.all(changed.map((name) => persistence.save(name))))) : guarded);
      // After the routes (a domain may seed its parts as it adds them), before any call is answered.
      if (persistence && domain.persist) await persistence.adopt(entry.name, domain.persist);
      loaded.set(entry.name, domain);
      // Seeding time per domain, read by the benchmark (jsdom has no measure()).
      performance.measure?.(`console:mock-domain:${entry.name}`, { start: started });
    },
    shutdown: () => server.shutdown(),
  };
}
