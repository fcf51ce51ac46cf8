import type { TokenPayload } from '@console/contracts';
import { mockApi, type ApiAnswer, type MockApi } from '../../test-kit';
import { authDomain } from '.';

/** Test support for the auth API tests: a server per test on a clock the test can move. */
export const start = Date.UTC(2026, 10, 1, 9, 0, 0);

/** The test's clock (epoch ms); `withAuthServer` sets it back to `start` before each test. */
export const env = { clock: start };

export interface AuthApi {
  /** POSTs a JSON body (a string is sent as is) and returns the status and parsed answer. */
  call: (url: string, body?: unknown) => Promise<ApiAnswer>;
  /** POST /jwt/login. */
  login: (email: string, password: string) => Promise<ApiAnswer>;
  restart: MockApi['restart'];
}

/** Starts a fresh auth server on `env.clock` before each test (clock back at `start`) and stops it after. */
export function withAuthServer(): AuthApi {
  beforeEach(() => {
    env.clock = start;
  });
  const api = mockApi(() => [authDomain({ now: () => env.clock })]);
  const call = (url: string, body?: unknown) => api.call('POST', url, body);
  return { call, login: (email, password) => call('/jwt/login', { email, password }), restart: api.restart };
}

/** A JWT's payload, after checking it has three base64url parts. */
export function decodePayload(token: string): TokenPayload {
  const parts = token.split('.');
  expect(parts).toHaveLength(3);
  for (const part of parts) expect(part).toMatch(/^[A-Za-z0-9_-]+$/);
  return JSON.parse(atob((parts[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as TokenPayload;
}

/** The exact error bodies of spec §8. */
export const invalid = { message: 'Email or Password is Invalid', error: { email: 'Email or Password is Invalid' } };
export const failed = { message: 'Something went wrong', error: { email: 'Something went wrong' } };
export const badRefresh = { message: 'Invalid refresh token', error: { refreshToken: 'Invalid refresh token' } };
