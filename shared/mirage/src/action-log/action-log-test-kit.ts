import type { LoginResponse, LoginUser } from '@console/contracts';
import { accessGuard, guardedServer } from '../access-guard';
import { authDomain, seedLoginUsers } from '../domains/auth';
import { makeServer, type MockDomain } from '../server';
import { createActionLog, type ActionLog } from './action-log';
import { loggedServer } from './logged-server';

/** A signed-in caller: sends `body` as JSON with the caller's access token. */
export type Caller = (method: string, url: string, body?: unknown) => Promise<Response>;

/** A signed-in caller that expects every call to succeed and answers its JSON body. */
export type CheckedCaller = <T>(method: string, url: string, body?: unknown) => Promise<T>;

export interface LoggedApi {
  /** The log the server writes, emptied before each test. */
  log: ActionLog;
  /** Signs in with the login users' seed (`admin@demo.com` / `admin`, …); the sign-in is logged too. */
  signIn: (email: string, password: string) => Promise<Caller>;
  /** Signs in as the demo administrator, for tests of what a successful write logs. */
  signInAdmin: () => Promise<CheckedCaller>;
}

/**
 * Test support for the action log: before each test, a server guarded as the console's (a token
 * and a permission per call) whose writes are logged, with the auth routes and `domains`' routes
 * (given the login users and the log, for a domain that reads it); shut down after each test.
 */
export function withLoggedServer(domains: (users: LoginUser[], log: ActionLog) => MockDomain[]): LoggedApi {
  const users = seedLoginUsers();
  const log = createActionLog();
  let server: ReturnType<typeof makeServer> | undefined;
  beforeEach(() => {
    log.entries.length = 0;
    const guard = accessGuard(users);
    server = makeServer({ domains: [], guard });
    const logged = loggedServer(guardedServer(server, guard), log, users);
    for (const domain of [authDomain({ users }), ...domains(users, log)]) domain.routes(logged);
  });
  afterEach(() => {
    server?.shutdown();
    server = undefined;
  });

  const signIn = async (email: string, password: string): Promise<Caller> => {
    const session = (await (await fetch('/jwt/login', { method: 'POST', body: JSON.stringify({ email, password }) })).json()) as LoginResponse;
    return (method, url, body) => fetch(url, { method, headers: { Authorization: `Bearer ${session.accessToken}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  };
  const signInAdmin = async (): Promise<CheckedCaller> => {
    const call = await signIn('admin@demo.com', 'admin');
    return async <T,>(method: string, url: string, body?: unknown) => {
      const response = await call(method, url, body);
      expect(response.status).toBeLessThan(400);
      return (await response.json()) as T;
    };
  };
  return { log, signIn, signInAdmin };
}
