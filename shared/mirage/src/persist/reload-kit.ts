import 'fake-indexeddb/auto';
import { installMockBackend, type MockBackend } from '../backend-gate';
import { openMockStore } from './mock-store';

/** API calls as the demo administrator on a started mock. */
export interface AdminApi {
  /** A change: a refusal (status ≥ 400) throws with its answer, so a change that was not made cannot pass for one. */
  send<T = unknown>(method: string, url: string, body?: unknown): Promise<T>;
  /** GET `url`'s body; a refusal throws too. */
  read<T = unknown>(url: string): Promise<T>;
}

/** What a check reads after the change: from the reloaded mock, and from a mock without stored data. */
export interface AfterReload<T> {
  /** Answered by a mock started again from the same IndexedDB (a page reload). */
  restarted: T;
  /**
   * Answered by a mock that keeps nothing (`mockPersist: false`): the seed. A check compares both,
   * so it cannot pass on data the seed already has or on state a module kept between starts.
   */
  seed: T;
}

async function start(persist: boolean): Promise<{ backend: MockBackend; api: AdminApi }> {
  const backend = installMockBackend({ enabled: true, latencyMs: 0, persist }, window);
  if (!backend) throw new Error('The mock did not start.');
  const call = async <T>(method: string, url: string, body: unknown, token?: string): Promise<T> => {
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const answer: unknown = await response.json();
    if (response.status >= 400) throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer as T;
  };
  const { accessToken } = await call<{ accessToken: string }>('POST', '/jwt/login', { email: 'admin@demo.com', password: 'admin' });
  return {
    backend,
    api: {
      send: (method, url, body) => call(method, url, body, accessToken),
      read: (url) => call('GET', url, undefined, accessToken),
    },
  };
}

/**
 * Registers, where it is called (a test file's top level), the clean-up of each test: the mock
 * stopped and the browser's stored data forgotten, so every test starts from the seed.
 */
export function reloadKit() {
  let running: MockBackend | undefined;
  afterEach(async () => {
    running?.uninstall();
    running = undefined;
    await (await openMockStore()).clear();
  });

  const run = async <T>(persist: boolean, calls: (api: AdminApi) => Promise<T>): Promise<T> => {
    const { backend, api } = await start(persist);
    running = backend;
    try {
      return await calls(api);
    } finally {
      backend.uninstall();
      running = undefined;
    }
  };

  return {
    /**
     * Makes `change` (each write answered, so saved, before the next), then reads with `read`
     * after a reload of the mock from the same IndexedDB, and from the seed.
     */
    async readAfterReload<T>(change: (api: AdminApi) => Promise<unknown>, read: (api: AdminApi) => Promise<T>): Promise<AfterReload<T>> {
      await run(true, change);
      const restarted = await run(true, read);
      const seed = await run(false, read);
      return { restarted, seed };
    },
  };
}
