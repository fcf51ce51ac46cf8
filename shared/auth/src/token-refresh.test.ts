import type { Server } from 'miragejs';
import { apiError, json, makeServer } from '@console/mirage';
import { renderHook, waitFor } from '@testing-library/react';
import { apiRequest } from './api-client';
import { useSessionKeepAlive } from './session-keep-alive';
import { developmentUser, isAwaitingSignIn, useSessionStore } from './session-store';
import { fakeToken } from './test-tokens';

const inTenMinutes = () => Date.now() + 600_000;
let server: Server;
let refreshCalls: number;
let refreshAnswers: 'ok' | 'refuse' | 'down';
let refreshedUser: typeof developmentUser;
let validToken: string;

beforeEach(() => {
  refreshCalls = 0;
  refreshAnswers = 'ok';
  refreshedUser = developmentUser;
  validToken = fakeToken('fresh', inTenMinutes());
  server = makeServer({
    domains: [
      {
        name: 'protected',
        routes(s) {
          s.get('/protected', (_schema, request) =>
            request.requestHeaders.Authorization === `Bearer ${validToken}` ? json(200, { ok: true }) : apiError(401, 'Unauthorized'),
          );
          s.post('/forbidden', () => apiError(403, 'You do not have permission to do this.'));
          s.post('/jwt/refresh-token', () => {
            refreshCalls += 1;
            if (refreshAnswers === 'refuse') return apiError(401, 'Invalid refresh token');
            if (refreshAnswers === 'down') return apiError(503, 'Service unavailable');
            return json(200, { userData: refreshedUser, accessToken: validToken, refreshToken: fakeToken('refresh-2', inTenMinutes()) });
          });
        },
      },
    ],
  });
  useSessionStore.getState().signIn({
    user: developmentUser,
    accessToken: fakeToken('stale-but-unexpired', inTenMinutes()),
    refreshToken: fakeToken('refresh-1', inTenMinutes()),
  });
});
afterEach(() => {
  server.shutdown();
  useSessionStore.getState().signOut();
});

it('answers concurrent 401s with one refresh, then retries each request once', async () => {
  const answers = await Promise.all([apiRequest('/protected'), apiRequest('/protected'), apiRequest('/protected')]);
  expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
  expect(refreshCalls).toBe(1);
  expect(useSessionStore.getState().accessToken).toBe(validToken);
});

it('reads the rights again after a 403, so the page stops offering what the server now refuses', async () => {
  refreshedUser = { ...developmentUser, ability: [{ action: 'read', subject: 'all' }] };
  await expect(apiRequest('/forbidden', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 403, message: 'You do not have permission to do this.' });
  expect(refreshCalls).toBe(1);
  const { ability, user } = useSessionStore.getState();
  expect(user?.email).toBe(developmentUser.email);
  expect(ability.can('create', 'Invoice')).toBe(false);
  expect(ability.can('read', 'Invoice')).toBe(true);
});

it('refreshes an access token that has already expired before sending the request', async () => {
  useSessionStore.getState().setTokens(fakeToken('expired', Date.now() - 1000), fakeToken('refresh-1', inTenMinutes()));
  await expect(apiRequest('/protected')).resolves.toEqual({ ok: true });
  expect(refreshCalls).toBe(1);
});

it('ends the session when the refresh is refused, keeping the user to sign in again; every waiting request fails without looping', async () => {
  refreshAnswers = 'refuse';
  const results = await Promise.allSettled([apiRequest('/protected'), apiRequest('/protected')]);
  expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ status: 401, message: 'Your session has expired. Please sign in again.' });
  expect(refreshCalls).toBe(1);
  const session = useSessionStore.getState();
  expect(session).toMatchObject({ user: { email: developmentUser.email }, accessToken: null, refreshToken: null, endedBecause: 'expired' });
  expect(isAwaitingSignIn(session)).toBe(true);
  // The abilities stay: the page the user was on is not replaced by "not allowed".
  expect(session.ability.can('manage', 'all')).toBe(true);
  // A call made meanwhile says why it fails, and asks for no refresh.
  await expect(apiRequest('/protected')).rejects.toMatchObject({ status: 401, message: 'Your session has expired. Please sign in again.' });
  expect(refreshCalls).toBe(1);
});

it('keeps the session when the server cannot renew it (503): a busy server is not a refusal', async () => {
  refreshAnswers = 'down';
  const ending = fakeToken('ending', Date.now() + 4 * 60_000);
  useSessionStore.getState().setTokens(ending, fakeToken('refresh-ending', Date.now() + 4 * 60_000));
  // Still valid: the request goes on with the token it has.
  validToken = ending;
  await expect(apiRequest('/protected')).resolves.toEqual({ ok: true });
  expect(refreshCalls).toBe(1);
  expect(useSessionStore.getState()).toMatchObject({ user: { email: developmentUser.email }, accessToken: ending, endedBecause: null });
});

it('does not retry a request that still gets 401 after a successful refresh', async () => {
  validToken = 'never-matches';
  server.post('/jwt/refresh-token', () => {
    refreshCalls += 1;
    return json(200, { userData: developmentUser, accessToken: fakeToken('also-wrong', inTenMinutes()), refreshToken: fakeToken('r', inTenMinutes()) });
  });
  await expect(apiRequest('/protected')).rejects.toMatchObject({ status: 401 });
  expect(refreshCalls).toBe(1);
});

it('renews a token in its last five minutes before sending the request, so a working session outlives ten minutes', async () => {
  useSessionStore.getState().setTokens(fakeToken('ending', Date.now() + 4 * 60_000), fakeToken('refresh-ending', Date.now() + 4 * 60_000));
  await expect(apiRequest('/protected')).resolves.toEqual({ ok: true });
  expect(refreshCalls).toBe(1);
  expect(useSessionStore.getState().accessToken).toBe(validToken);
});

it('does not renew a token with more than five minutes left', async () => {
  validToken = fakeToken('six-minutes', Date.now() + 6 * 60_000);
  useSessionStore.getState().setTokens(validToken, fakeToken('refresh-1', Date.now() + 6 * 60_000));
  await expect(apiRequest('/protected')).resolves.toEqual({ ok: true });
  expect(refreshCalls).toBe(0);
});

it('renews on a key press once due (the keep-alive), not on every key press', async () => {
  useSessionStore.getState().setTokens(fakeToken('ending', Date.now() + 4 * 60_000), fakeToken('refresh-ending', Date.now() + 4 * 60_000));
  const { unmount } = renderHook(() => useSessionKeepAlive());
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
  await waitFor(() => expect(useSessionStore.getState().accessToken).toBe(validToken));
  expect(refreshCalls).toBe(1);
  unmount();
});
