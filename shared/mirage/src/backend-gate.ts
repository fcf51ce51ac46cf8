import { languageFrom, type ApiLanguage } from './accept-language';
import { apiAreaFor, domainNamed, domainsForPage, type DomainEntry } from './domain-index';
import type { MockCore } from './mock-core';
import type { MockNotice, NoticeListener } from './persist/notices';
import type { StartedPersistence } from './persist/start-persistence';
import type { MockSettings } from './settings';

export type { MockNotice } from './persist/notices';

/** Dispatched on the window when another tab changed data this tab shows: lists should read it again. */
export const mockDataChangedEvent = 'console:mock-data-changed';

/** The page's mock backend, loaded piece by piece as calls need it. */
export interface MockBackend {
  /**
   * Resolves once the domain answering `path` (if any) is ready, for a DELETE the domains
   * referencing that area's records too, and for a call in another `language` than English that
   * domain's texts in it; rejects if their code cannot load.
   */
  ready(path: string, method?: string, language?: ApiLanguage): Promise<void>;
  /**
   * Starts loading what `page` (a console path) calls at once, and the core; with the stored
   * session's `accessToken`, checks its signature ahead too (the first call then skips it).
   */
  warmUp(page?: string, accessToken?: string): void;
  /**
   * Forgets every change kept in the browser (the caller reloads: the seed is back) and tells the
   * other tabs. In memory there is nothing stored: it succeeds, and the reload alone brings the seed back.
   */
  resetData(): Promise<void>;
  /** False when changes last only until the page reloads: persistence off, or no usable browser storage (so far). */
  keepsChanges(): boolean;
  /** Stops the mock and gives the page its own fetch back (tests). */
  uninstall(): void;
}

export interface MockBackendHooks {
  /** Something about storage the user should know (each notice once per page load). */
  onNotice?: NoticeListener;
}

/** Each notice once per page load (two domains reseeded at once are two notices, the same one twice is not). */
function onceEach(listener: NoticeListener | undefined): NoticeListener {
  const shown = new Set<string>();
  return (notice: MockNotice) => {
    const key = notice.kind === 'reseeded' ? `${notice.kind}:${notice.domain}` : notice.kind;
    if (shown.has(key)) return;
    shown.add(key);
    listener?.(notice);
  };
}

type Fetch = typeof fetch;

const pathOf = (input: RequestInfo | URL, base: string) =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, base).pathname;
const methodOf = (input: RequestInfo | URL, init?: RequestInit) =>
  (init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')).toUpperCase();
/** The call's Accept-Language (its own headers replace a Request's, as fetch does), in any case of the name. */
function languageOf(input: RequestInfo | URL, init?: RequestInit): ApiLanguage {
  try {
    return languageFrom(new Headers(init?.headers ?? (typeof input === 'object' && 'headers' in input ? input.headers : undefined)).get('Accept-Language'));
  } catch {
    return 'en'; // headers fetch rejects too: the call fails there, not here
  }
}

/**
 * Installs the mock backend without loading it: `window.fetch` is wrapped at once, so a call to a
 * mocked path waits until the core and the domain that answers it are loaded and routed — no API
 * call can reach the network before its mock is ready — while every other path goes straight
 * through. miragejs, the access guard and each domain's seed data load only when first needed,
 * and a domain's texts in French or Arabic only when a call asks for that language.
 */
export function installMockBackend(settings: MockSettings, win: Window & typeof globalThis = window, hooks: MockBackendHooks = {}): MockBackend | null {
  if (!settings.enabled) return null;
  const tell = onceEach(hooks.onNotice);
  // Set by any notice but 'reseeded', whichever part of the mock found the storage unusable.
  const memory = { only: !settings.persist };
  const notify: NoticeListener = (notice) => {
    if (notice.kind !== 'reseeded') memory.only = true;
    tell(notice);
  };
  let persisted: StartedPersistence | undefined;
  const nativeFetch = win.fetch;
  // What gated calls go through: the browser's fetch until the core starts, then Pretender's.
  let inner: Fetch = nativeFetch;
  let core: Promise<MockCore> | undefined;
  let running: MockCore | undefined;
  const domains = new Map<string, Promise<void>>();

  const gatedFetch: Fetch = async (input, init) => {
    await backend.ready(pathOf(input, win.location.href), methodOf(input, init), languageOf(input, init));
    return inner.call(win, input, init);
  };

  // IndexedDB opens while the core's code downloads; without it the mock runs in memory.
  const openPersistence = () =>
    import('./persist/start-persistence')
      .then(({ startPersistence }) =>
        startPersistence({
          notify,
          changedElsewhere: (domain) => win.dispatchEvent(new CustomEvent(mockDataChangedEvent, { detail: { domain } })),
          // This tab's data predates the reset: start again from the seed rather than write it back.
          resetElsewhere: () => win.location.reload(),
        }),
      )
      .catch(() => (notify({ kind: 'memory-only' }), undefined));

  const startCore = () => {
    // The stored data opens while the core's code downloads and Mirage starts; only a domain's
    // first answer waits for it.
    core ??= (() => {
      const stored = settings.persist ? openPersistence() : Promise.resolve(undefined);
      void stored.then((started) => (persisted = started));
      return import('./mock-core').then(({ startMockCore }) => {
        running = startMockCore({ scale: settings.scale, latencyMs: settings.latencyMs, persistence: stored.then((started) => started?.persistence) });
        // Pretender replaced window.fetch: route through it, but keep the gate in front.
        inner = win.fetch;
        win.fetch = gatedFetch;
        return running;
      });
    })();
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
    async ready(path, method = 'GET', language = 'en') {
      const found = apiAreaFor(path);
      if (!found) return;
      const referencing = method === 'DELETE' || method === 'PUT' || found.area.listsReferences ? (found.area.referencedBy ?? []).flatMap((name) => domainNamed(name) ?? []) : [];
      // The language's texts download beside the domain's code, not after it.
      const texts = language === 'en' ? undefined : found.entry.translations?.(language);
      await Promise.all([...[found.entry, ...referencing].map(load), texts]);
    },
    warmUp(page, accessToken) {
      // The first signature check costs 20–25 ms on a cold page (Web Crypto): paid now, beside the downloads,
      // instead of by the page's first call (jwt.ts remembers a genuine token).
      if (accessToken) void import('./domains/auth/jwt').then(({ verifyToken }) => verifyToken(accessToken, 'access')).catch(() => undefined);
      const entries = page ? domainsForPage(page) : [];
      if (entries.length === 0) void startCore().catch(() => undefined);
      for (const entry of entries) void load(entry).catch(() => undefined);
    },
    async resetData() {
      // Persistence off: nothing was stored by this page, and stored data is not this page's to clear.
      if (!settings.persist) return;
      const { resetPersistedData } = await import('./persist/start-persistence');
      // In memory (no usable storage) a store that cannot be cleared holds nothing this page uses.
      await resetPersistedData().catch((error: unknown) => {
        if (!memory.only) throw error;
      });
    },
    keepsChanges: () => !memory.only,
    uninstall() {
      persisted?.channel.close();
      running?.shutdown();
      win.fetch = nativeFetch;
    },
  };
  win.fetch = gatedFetch;
  return backend;
}
