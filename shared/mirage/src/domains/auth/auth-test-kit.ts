import type { Server } from 'miragejs';
import type { TokenPayload } from '@console/contracts';
import { makeServer } from '../../server';
import { authDomain } from '.';

/** Test support for the auth API tests: a server per test on a clock the test can move. */
export const start = Date.UTC(2026, 10, 1, 9, 0, 0);

/** The test's server and clock (epoch ms); `withAuthServer` resets both before each test. */
export const env = { clock: start, server: undefined as Server | undefined };

/** Starts a fresh auth server before each test (clock back at `start`) and stops it after. */
export function withAuthServer(): void {
  beforeEach(() => {
    env.clock = start;
    env.server = makeServer({ domains: [authDomain({ now: () => env.clock })] });
  });
  afterEach(() => env.server?.shutdown());
}

/** POSTs a JSON body (a string is sent as is) and returns the status and parsed answer. */
export async function call(url: string, body?: unknown) {
  const response = await fetch(url, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** POST /jwt/login. */
export const login = (email: string, password: string) => call('/jwt/login', { email, password });

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
