import type { LoginResponse } from '@console/contracts';
import { badRefresh, decodePayload, env, start, withAuthServer } from './auth-test-kit';
import { signToken } from './jwt';

const { call, login } = withAuthServer();

describe('POST /jwt/refresh-token', () => {
  const signIn = async () => (await login('client@demo.com', 'client')).body as LoginResponse;

  it('answers a fresh pair and the userData for a valid refresh token', async () => {
    const first = await signIn();
    env.clock += 5 * 60_000;
    const { status, body } = await call('/jwt/refresh-token', { refreshToken: first.refreshToken });
    expect(status).toBe(200);
    const next = body as LoginResponse;
    expect(next.userData).toEqual(first.userData);
    expect(next.accessToken).not.toBe(first.accessToken);
    expect(next.refreshToken).not.toBe(first.refreshToken);
    const iat = (start + 5 * 60_000) / 1000;
    expect(decodePayload(next.accessToken)).toEqual({ sub: 2, typ: 'access', iat, exp: iat + 600, pwd: expect.stringMatching(/^[\w-]{22}$/) });
    expect(decodePayload(next.refreshToken)).toEqual({ sub: 2, typ: 'refresh', iat, exp: iat + 600, pwd: expect.stringMatching(/^[\w-]{22}$/) });
  });

  it('accepts a refresh token until just before it expires', async () => {
    const { refreshToken } = await signIn();
    env.clock += 599_999;
    expect((await call('/jwt/refresh-token', { refreshToken })).status).toBe(200);
  });

  it('answers 401 once the refresh token is 10 minutes old', async () => {
    const { refreshToken } = await signIn();
    env.clock += 600_000;
    expect(await call('/jwt/refresh-token', { refreshToken })).toEqual({ status: 401, body: badRefresh });
  });

  it('answers 401 for an access token passed as the refresh token', async () => {
    const { accessToken } = await signIn();
    expect(await call('/jwt/refresh-token', { refreshToken: accessToken })).toEqual({ status: 401, body: badRefresh });
  });

  it('answers 401 for a tampered token: changed payload or signature', async () => {
    const { refreshToken } = await signIn();
    const [head, payload, signature] = refreshToken.split('.') as [string, string, string];
    const forged = btoa(JSON.stringify({ ...decodePayload(refreshToken), sub: 1 }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(await call('/jwt/refresh-token', { refreshToken: `${head}.${forged}.${signature}` })).toEqual({ status: 401, body: badRefresh });
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(await call('/jwt/refresh-token', { refreshToken: `${head}.${payload}.${flipped}` })).toEqual({ status: 401, body: badRefresh });
  });

  it('answers 401 for a token of a user who does not exist', async () => {
    const refreshToken = await signToken(99, 'refresh', env.clock);
    expect(await call('/jwt/refresh-token', { refreshToken })).toEqual({ status: 401, body: badRefresh });
  });

  it.each([
    ['garbage', { refreshToken: 'not-a-token' }],
    ['an empty token', { refreshToken: '' }],
    ['a missing token', {}],
    ['a number', { refreshToken: 12 }],
    ['a body that is not JSON', '{refreshToken:'],
  ])('answers 401 for %s', async (_case, body) => {
    expect(await call('/jwt/refresh-token', body)).toEqual({ status: 401, body: badRefresh });
  });
});
