import { domainFor, domainNamed, domainsForPage, type DomainEntry } from './domain-index';
import type { MockCore } from './mock-core';
import type { MockSettings } from './settings';

/** The page's mock backend, loaded piece by piece as calls need it. */
export interface MockBackend {
  /** Resolves once the domain answering `path` (if any) is ready; rejects if its code cannot load. */
  ready(path: string): Promise<void>;
  /** Starts loading what `page` (a console path) calls at once, and the core. */
  warmUp(page?: string): void;
  /** Stops the mock and gives the page its own fetch back (tests). */
  uninstall(): void;
}

type Fetch = typeof fetch;

const pathOf = (input: RequestInfo | URL, base: string) =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, base).pathname;

/**
 * Installs the mock backend without loading it: `window.fetch` is wrapped at once, so a call to a
 * mocked path waits until the core and the domain that answers it are loaded and routed — no API
 * call can reach the network before its mock is ready — while every other path goes straight
 * through. miragejs, the access guard and each domain's seed data load only when first needed.
 */
export function installMockBackend(settings: MockSettings, win: Window & typeof globalThis = window): MockBackend | null {
  if (!settings.enabled) return null;
  const nativeFetch = win.fetch;
  // What gated calls go through: the browser's fetch until the core starts, then Pretender's.
  let inner: Fetch = nativeFetch;
  let core: Promise<MockCore> | undefined;
  let running: MockCore | undefined;
  const domains = new Map<string, Promise<void>>();

  const gatedFetch: Fetch = async (input, init) => {
    await backend.ready(pathOf(input, win.location.href));
    return inner.call(win, input, init);
  };

  const startCore = () => {
    core ??= import('./mock-core').then(({ startMockCore }) => {
      running = startMockCore({ scale: settings.scale, latencyMs: settings.latencyMs });
      // Pretender replaced window.fetch: route through it, but keep the gate in front.
      inner = win.fetch;
      win.fetch = gatedFetch;
      return running;
    });
    core.catch(() => (core = undefined)); // a failed download may be retried by the next call
    return core;
  };

  const load = (entry: DomainEntry): Promise<void> => {
    let loading = domains.get(entry.name);
    if (!loading) {
      // A domain that reads another's data (entry.needs) starts once that one is routed.
      const needed = (entry.needs ?? []).flatMap((name) => domainNamed(name) ?? []);
      loading = Promise.all([startCore(), ...needed.map(load)]).then(([started]) => started.addDomain(entry));
      domains.set(entry.name, loading);
      loading.catch(() => domains.delete(entry.name));
    }
    return loading;
  };

  const backend: MockBackend = {
    ready(path) {
      const entry = domainFor(path);
      return entry ? load(entry) : Promise.resolve();
    },
    warmUp(page) {
      const entries = page ? domainsForPage(page) : [];
      if (entries.length === 0) void startCore().catch(() => undefined);
      for (const entry of entries) void load(entry).catch(() => undefined);
    },
    uninstall() {
      running?.shutdown();
      win.fetch = nativeFetch;
    },
  };
  win.fetch = gatedFetch;
  return backend;
}
