import { accessGuard, guardedServer, prepareGuardFor } from './access-guard';
import { actionLogPeer, createActionLog, loggedServer } from './action-log';
import { seedLoginUsers } from './domains/auth/users';
import type { DomainEntry } from './domain-index';
import type { MockDomain } from './mock-domain';
import type { SeedOptions } from './seed-options';
import { makeServer } from './server';
import type { Persistence } from './persist/persistence';
import { persistingServer } from './persist/persisting-server';
import { savedRecordsPeer, type SavedRecords } from './persist/saved-records';

/** The login users' version (the core's own data, kept as the 'auth' domain): bump when their seed or shape changes. */
const loginUsersVersion = 1;
/** The action log's version (its entries' shape). */
const actionLogVersion = 1;

export interface MockCore {
  /** Loads a domain's code and seed data and adds its routes (behind the access guard). */
  addDomain(entry: DomainEntry): Promise<void>;
  shutdown(): void;
}

/**
 * The mock backend's core: Mirage with no routes yet, the access guard, and the login users the
 * guard and the auth domain share. Domains join it as the page first calls them.
 */
export function startMockCore({ scale, latencyMs, persistence: opening }: SeedOptions & { latencyMs: number; persistence?: Promise<Persistence | undefined> }): MockCore {
  const stored = opening ?? Promise.resolve(undefined);
  const users = seedLoginUsers();
  // The guard checks every call against these users: restored before any domain answers.
  const usersRestored = stored.then((persistence) => persistence?.adopt('auth', { version: loginUsersVersion, state: { users } })).catch(() => undefined);
  const guard = accessGuard(users);
  const server = makeServer({ domains: [], guard, timing: latencyMs });
  // Every successful write of every domain, recorded in one place (action-log/); `actionLog.entries` is the list.
  const actionLog = createActionLog();
  const guarded = guardedServer(server, guard);
  // The entry count of the log as last saved: a write that logged nothing (a token refresh) leaves it unsaved.
  const logSaved = { recorded: 0 };
  // The core's own data, restored before any domain answers: the login users (above) and the action log.
  const logRestored = stored.then((persistence) => persistence?.adopt(actionLogPeer, { version: actionLogVersion, state: { entries: actionLog.entries } })).catch(() => undefined);
  let waitMeasured = false;
  const loaded = new Map<string, MockDomain>();
  // The core's own peers: the action log, and the stored records of domains this page has not loaded.
  const savedRecords: SavedRecords = { saved: async (domain) => (await stored.catch(() => undefined))?.saved(domain) };
  const corePeers = new Map<string, unknown>([[actionLogPeer, actionLog], [savedRecordsPeer, savedRecords]]);
  const peer = <T>(name: string) => (corePeers.get(name) ?? loaded.get(name)?.provides) as T | undefined;
  return {
    async addDomain(entry) {
      prepareGuardFor(entry);
      const factory = await entry.load();
      const codeReady = performance.now();
      const [persistence] = await Promise.all([stored, usersRestored, logRestored]);
      // How long the first domain, its code loaded, still waited for the stored data (read by the benchmark).
      if (persistence && !waitMeasured) performance.measure?.('console:mock-persist:wait', { start: codeReady });
      waitMeasured = true;
      const started = performance.now();
      const domain = factory({ scale, users, peer });
      // A change is logged (action log) as well as made: both are saved, in one transaction, before the answer.
      const changed = [entry.name, ...(domain.persist?.touches ?? [])];
      const save = async () => {
        const recorded = actionLog.recorded;
        await persistence?.save(...changed, ...(recorded === logSaved.recorded ? [] : [actionLogPeer]));
        logSaved.recorded = Math.max(logSaved.recorded, recorded);
      };
      // Logged inside the save: the entry is recorded before the data and the log are written.
      const persisted = persistence ? persistingServer(guarded, save, domain.persist?.changingReads) : guarded;
      domain.routes(loggedServer(persisted, actionLog, users));
      // After the routes (a domain may seed its parts as it adds them), before any call is answered.
      if (persistence && domain.persist) await persistence.adopt(entry.name, domain.persist);
      loaded.set(entry.name, domain);
      // Seeding time per domain, read by the benchmark (jsdom has no measure()).
      performance.measure?.(`console:mock-domain:${entry.name}`, { start: started });
    },
    shutdown: () => server.shutdown(),
  };
}
