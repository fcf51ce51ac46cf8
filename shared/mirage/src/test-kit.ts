import type { Server } from 'miragejs';
import { makeServer, type MockDomain } from './server';

/** One answer of the mock API: its status and parsed JSON body. */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/**
 * A mock API for one test file, fresh for every test. The functions need no `this`, so a test
 * may destructure them: `const { call } = mockApi(() => [todoDomain()])`.
 */
export interface MockApi {
  /** Sends `body` as JSON (a string as is, nothing when undefined); `T` types the answer's body. */
  call: <T = unknown>(method: string, url: string, body?: unknown) => Promise<ApiAnswer<T>>;
  /** `call('GET', url)`. */
  get: <T = unknown>(url: string) => Promise<ApiAnswer<T>>;
  /** The running server of the current test. */
  server: () => Server;
  /** Stops the current server and starts another with `domains` (default: the file's own). */
  restart: (domains?: readonly MockDomain[]) => void;
}

/**
 * Starts a server with `domains()` before each test and shuts it down after (hooks registered
 * where this is called: a file's top level or a describe block). `domains` is a function so that
 * every test gets freshly seeded domains.
 */
export function mockApi(domains: () => readonly MockDomain[]): MockApi {
  let current: Server | undefined;
  const start = (list: readonly MockDomain[]) => {
    current = makeServer({ domains: list });
  };
  beforeEach(() => start(domains()));
  afterEach(() => {
    current?.shutdown();
    current = undefined;
  });

  const call = async <T = unknown>(method: string, url: string, body?: unknown): Promise<ApiAnswer<T>> => {
    const response = await fetch(url, { method, body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as T };
  };
  return {
    call,
    get: (url) => call('GET', url),
    server: () => {
      if (!current) throw new Error('mockApi: no server outside a test (use it inside it/beforeEach)');
      return current;
    },
    restart: (list = domains()) => {
      current?.shutdown();
      start(list);
    },
  };
}
