import type { LoginResponse, RegisterSuccess } from '@console/contracts';
import { authDomain } from '.';
import { decodePayload, env, invalid, withAuthServer } from './auth-test-kit';
import { findUserByToken, seedLoginUsers } from './users';

const { call, login, restart } = withAuthServer();

describe('POST /jwt/register', () => {
  const newcomer = { email: 'mara.quinn@studio.tv', password: 's3cret!', username: 'mara.quinn' };

  it.each([
    ['the email', { ...newcomer, email: 'ADMIN@demo.com' }, { email: 'This email is already in use.' }],
    ['the username', { ...newcomer, username: 'luca.ferreira' }, { username: 'This username is already in use.' }],
    [
      'both',
      { ...newcomer, email: 'client@demo.com', username: 'Nadia.Okafor' },
      { email: 'This email is already in use.', username: 'This username is already in use.' },
    ],
  ])('answers 200 { error } when %s is taken, and stores nothing', async (_case, body, error) => {
    expect(await call('/jwt/register', body)).toEqual({ status: 200, body: { error } });
    expect(await login(body.email, body.password)).toEqual({ status: 400, body: invalid });
  });

  it('creates an admin who manages all and can then sign in', async () => {
    const { status, body } = await call('/jwt/register', newcomer);
    expect(status).toBe(200);
    const { user, accessToken } = body as RegisterSuccess;
    expect(Object.keys(body as object).sort()).toEqual(['accessToken', 'user']);
    expect(user).toEqual({
      id: 4, // after the three demo accounts
      fullName: 'Mara Quinn',
      username: 'mara.quinn',
      email: 'mara.quinn@studio.tv',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      avatar: '',
      // The demo's one cart, shared by every account: the seeded three items, not a stored 0.
      extras: { eCommerceCartItemsCount: 3 },
    });
    expect(decodePayload(accessToken)).toMatchObject({ sub: 4, typ: 'access' });

    const signedIn = await login(newcomer.email, newcomer.password);
    expect(signedIn.status).toBe(200);
    expect((signedIn.body as LoginResponse).userData).toEqual(user);
    expect(await login(newcomer.email, 'wrong')).toEqual({ status: 400, body: invalid });
    // The same email cannot register twice.
    expect(await call('/jwt/register', { ...newcomer, username: 'other' })).toEqual({
      status: 200,
      body: { error: { email: 'This email is already in use.' } },
    });
  });

  it.each([
    ['an empty body', undefined, { email: 'Email is required.', password: 'Password is required.', username: 'Username is required.' }],
    ['a missing email', { password: 'x', username: 'u' }, { email: 'Email is required.' }],
    ['an email without @', { ...newcomer, email: 'mara.studio.tv' }, { email: 'Email must contain @.' }],
    ['an empty password', { ...newcomer, password: '' }, { password: 'Password is required.' }],
    ['a blank username', { ...newcomer, username: '   ' }, { username: 'Username is required.' }],
    ['a non-string username', { ...newcomer, username: 7 }, { username: 'Username is required.' }],
  ])('answers 400 with field errors for %s, storing nothing', async (_case, body, errors) => {
    expect(await call('/jwt/register', body)).toEqual({ status: 400, body: { message: 'The registration is not valid.', errors } });
    expect((await login(newcomer.email, newcomer.password)).status).toBe(400);
  });
});

describe('a shared users list', () => {
  it('receives registrations, so other handlers can find the new user by token', async () => {
    const users = seedLoginUsers();
    restart([authDomain({ users, now: () => env.clock })]);
    const { body } = await call('/jwt/register', { email: 'ines@studio.tv', password: 'pw', username: 'ines_vidal-ro' });
    const { user, accessToken } = body as RegisterSuccess;
    expect(user.fullName).toBe('Ines Vidal Ro');
    expect(users.map((entry) => entry.email)).toEqual(['admin@demo.com', 'client@demo.com', 'editor@demo.com', 'ines@studio.tv']);
    expect((await findUserByToken(users, accessToken, env.clock))?.id).toBe(user.id);
  });
});
