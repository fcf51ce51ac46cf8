import type { LoginResponse } from '@console/contracts';
import { authDomain } from '.';
import { decodePayload, failed, invalid, start, withAuthServer } from './auth-test-kit';

const { call, login, restart } = withAuthServer();

describe('POST /jwt/login', () => {
  it('signs in the admin with userData (no password) and two 10-minute JWTs', async () => {
    const { status, body } = await login('admin@demo.com', 'admin');
    expect(status).toBe(200);
    const { userData, accessToken, refreshToken } = body as LoginResponse;
    expect(Object.keys(body as object).sort()).toEqual(['accessToken', 'refreshToken', 'userData']);
    expect(userData).toEqual({
      id: 1,
      fullName: 'Nadia Okafor',
      username: 'nadia.okafor',
      email: 'admin@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      avatar: '',
      extras: { eCommerceCartItemsCount: 3 },
    });
    expect(userData).not.toHaveProperty('password');
    const iat = start / 1000;
    expect(decodePayload(accessToken)).toEqual({ sub: 1, typ: 'access', iat, exp: iat + 600, pwd: expect.stringMatching(/^[\w-]{22}$/) });
    expect(decodePayload(refreshToken)).toEqual({ sub: 1, typ: 'refresh', iat, exp: iat + 600, pwd: expect.stringMatching(/^[\w-]{22}$/) });
    // Bound to the password (a reset ends the session) by a digest; the same for both tokens.
    expect(decodePayload(accessToken)).toMatchObject({ pwd: (decodePayload(refreshToken) as { pwd?: string }).pwd });
  });

  it('signs in the client with read ACL and read Auth', async () => {
    const { status, body } = await login(' Client@Demo.com ', 'client');
    expect(status).toBe(200);
    const { userData } = body as LoginResponse;
    expect(userData).toMatchObject({ id: 2, email: 'client@demo.com', role: 'client' });
    expect(userData.ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
    expect(userData).not.toHaveProperty('password');
  });

  it.each([
    ['a wrong password', 'admin@demo.com', 'client'],
    ['an unknown email', 'nobody@demo.com', 'admin'],
    ['a password differing in case', 'admin@demo.com', 'Admin'],
    ['empty credentials', '', ''],
  ])('answers 400 Invalid for %s', async (_case, email, password) => {
    expect(await login(email, password)).toEqual({ status: 400, body: invalid });
  });

  it.each([
    ['no body', undefined],
    ['a body that is not JSON', 'email=admin@demo.com'],
    ['a missing password', { email: 'admin@demo.com' }],
    ['a missing email', { password: 'admin' }],
    ['a non-string field', { email: 'admin@demo.com', password: 42 }],
    ['an array', ['admin@demo.com', 'admin']],
  ])('answers 400 Something went wrong for %s', async (_case, body) => {
    expect(await call('/jwt/login', body)).toEqual({ status: 400, body: failed });
  });

  it('answers 500 Something went wrong when it cannot sign the session (no Web Crypto)', async () => {
    const digest = jest.spyOn(crypto.subtle, 'sign').mockRejectedValue(new Error('crypto.subtle is not available'));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await login('admin@demo.com', 'admin')).toMatchObject({ status: 500, body: { message: 'Something went wrong' } });
      expect(logged).toHaveBeenCalled();
    } finally {
      digest.mockRestore();
      logged.mockRestore();
    }
  });

  it('ignores scale: the demo accounts stay the same', async () => {
    restart([authDomain({ scale: 10_000 })]);
    expect((await login('admin@demo.com', 'admin')).status).toBe(200);
    expect((await login('client@demo.com', 'client')).status).toBe(200);
  });
});
