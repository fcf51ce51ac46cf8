import type { LoginResponse } from '@console/contracts';
import { decodePayload, env, invalid, start, withAuthServer } from './auth-test-kit';
import { signToken } from './jwt';

const { call, login } = withAuthServer();

const sent = { message: 'If an account exists for this email, a link to reset its password has been sent.' };
const refused = {
  message: 'This reset link has expired or was already used. Ask for a new one.',
  errors: { token: 'This reset link has expired or was already used. Ask for a new one.' },
  code: 'reset-link-refused',
};
const weak = 'Use at least 8 characters with a lower-case letter, an upper-case letter and a digit or symbol.';

let mailbox: jest.SpyInstance;
beforeEach(() => {
  mailbox = jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => mailbox.mockRestore());

/** What the mock "mailed" (its mailbox is the console), one text per mail. */
const mails = () => mailbox.mock.calls.map((args: unknown[]) => args.join(' '));

/** Asks for a reset of `email` and returns the token of the link it mailed. */
async function askForLink(email: string): Promise<string> {
  expect(await call('/jwt/forgot-password', { email })).toEqual({ status: 202, body: sent });
  const link = /(\S+\/reset-password\?token=\S+)/.exec(mails().at(-1) ?? '')?.[1] ?? '';
  const url = new URL(link);
  expect(url.origin + url.pathname).toBe(`${location.origin}/reset-password`);
  return url.searchParams.get('token') ?? '';
}

const reset = (token: unknown, password: unknown) => call('/jwt/reset-password', { token, password });

describe('POST /jwt/forgot-password', () => {
  it('answers 202 and mails a link, to the account only, for a known email (any case)', async () => {
    await askForLink(' Client@Demo.com ');
    expect(mails()).toHaveLength(1);
    expect(mails()[0]).toMatch(/To: client@demo\.com\b.*30 minutes/);
  });

  it('answers the same 202 for an unknown email, and mails nothing', async () => {
    expect(await call('/jwt/forgot-password', { email: 'nobody@example.com' })).toEqual({ status: 202, body: sent });
    expect(mailbox).not.toHaveBeenCalled();
  });

  it.each([
    ['a missing email', {}, 'Email is required.'],
    ['an email without @', { email: 'client.demo.com' }, 'Email must contain @.'],
    ['an incomplete address', { email: 'client@demo' }, 'Email is not a valid address.'],
  ])('answers 400 at the field for %s, and mails nothing', async (_case, body, error) => {
    expect(await call('/jwt/forgot-password', body)).toEqual({ status: 400, body: { message: 'The reset request is not valid.', errors: { email: error } } });
    expect(mailbox).not.toHaveBeenCalled();
  });

  it('signs a reset token, not a session token, that lives 30 minutes', async () => {
    const token = await askForLink('client@demo.com');
    const iat = start / 1000;
    expect(decodePayload(token)).toMatchObject({ sub: 2, typ: 'reset', iat, exp: iat + 1800 });
    // It names the password it was issued against without showing it.
    expect(JSON.stringify(decodePayload(token))).not.toContain('client"');
  });
});

describe('POST /jwt/reset-password', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const token = await askForLink('client@demo.com');
    expect(await reset(token, 'Fresh-start9')).toEqual({ status: 200, body: { message: 'Your password has been changed.' } });
    expect(await login('client@demo.com', 'client')).toEqual({ status: 400, body: invalid });
    const signedIn = await login('client@demo.com', 'Fresh-start9');
    expect(signedIn.status).toBe(200);
    expect((signedIn.body as LoginResponse).userData.email).toBe('client@demo.com');
  });

  it("ends the account's sessions signed in before: their access and refresh tokens are refused; other accounts' go on", async () => {
    const before = (await login('client@demo.com', 'client')).body as LoginResponse;
    const other = (await login('editor@demo.com', 'editor')).body as LoginResponse;
    const logout = (token: string) => fetch('/jwt/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).then((answer) => answer.status);
    expect(await logout(before.accessToken)).toBe(200);

    expect((await reset(await askForLink('client@demo.com'), 'Fresh-start9')).status).toBe(200);
    expect(await logout(before.accessToken)).toBe(401);
    expect((await call('/jwt/refresh-token', { refreshToken: before.refreshToken })).status).toBe(401);
    expect(await logout(other.accessToken)).toBe(200);
    expect((await call('/jwt/refresh-token', { refreshToken: other.refreshToken })).status).toBe(200);
    // Signed in again with the new password, the session is good.
    const after = (await login('client@demo.com', 'Fresh-start9')).body as LoginResponse;
    expect((await call('/jwt/refresh-token', { refreshToken: after.refreshToken })).status).toBe(200);
  });

  it('refuses a link used once already', async () => {
    const token = await askForLink('editor@demo.com');
    expect((await reset(token, 'Fresh-start9')).status).toBe(200);
    expect(await reset(token, 'Another-go7')).toEqual({ status: 400, body: refused });
    expect((await login('editor@demo.com', 'Fresh-start9')).status).toBe(200);
  });

  it('refuses every earlier link once the password changed, and keeps the newest working until used', async () => {
    const first = await askForLink('editor@demo.com');
    env.clock += 1000;
    const second = await askForLink('editor@demo.com');
    expect((await reset(second, 'Fresh-start9')).status).toBe(200);
    expect(await reset(first, 'Another-go7')).toEqual({ status: 400, body: refused });
  });

  it('accepts a link until just before 30 minutes, and refuses it from then on', async () => {
    const token = await askForLink('client@demo.com');
    env.clock += 30 * 60_000;
    expect(await reset(token, 'Fresh-start9')).toEqual({ status: 400, body: refused });
    env.clock -= 1;
    expect((await reset(token, 'Fresh-start9')).status).toBe(200);
  });

  it("refuses a session's access or refresh token as a reset token", async () => {
    const { accessToken, refreshToken } = (await login('client@demo.com', 'client')).body as LoginResponse;
    expect(await reset(accessToken, 'Fresh-start9')).toEqual({ status: 400, body: refused });
    expect(await reset(refreshToken, 'Fresh-start9')).toEqual({ status: 400, body: refused });
    expect((await login('client@demo.com', 'client')).status).toBe(200);
  });

  it('refuses a reset token as an access or refresh token', async () => {
    const token = await askForLink('admin@demo.com');
    expect((await call('/jwt/refresh-token', { refreshToken: token })).status).toBe(401);
    const logout = await fetch('/jwt/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(logout.status).toBe(401);
  });

  it('refuses a forged link: a changed payload, or a token this API never signed', async () => {
    const token = await askForLink('client@demo.com');
    const [head, , signature] = token.split('.') as [string, string, string];
    const payload = btoa(JSON.stringify({ ...decodePayload(token), sub: 1 }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(await reset(`${head}.${payload}.${signature}`, 'Fresh-start9')).toEqual({ status: 400, body: refused });
    expect(await reset(await signToken(2, 'access', env.clock), 'Fresh-start9')).toEqual({ status: 400, body: refused });
    expect((await login('admin@demo.com', 'admin')).status).toBe(200);
  });

  it.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['garbage', 'not-a-token'],
    ['a number', 12],
  ])('refuses %s', async (_case, token) => {
    expect(await reset(token, 'Fresh-start9')).toEqual({ status: 400, body: refused });
  });

  it.each([
    ['a weak password', 'secret12', weak],
    ['an empty password', '', 'Password is required.'],
    ['no password', undefined, 'Password is required.'],
  ])('answers 400 at the password for %s, and keeps the link working', async (_case, password, error) => {
    const token = await askForLink('client@demo.com');
    expect(await reset(token, password)).toEqual({ status: 400, body: { message: 'The new password is not valid.', errors: { password: error } } });
    expect((await login('client@demo.com', 'client')).status).toBe(200);
    expect((await reset(token, 'Fresh-start9')).status).toBe(200);
  });

  it('answers 400 at the password when it is already the password, and keeps the link working', async () => {
    const first = await askForLink('client@demo.com');
    expect((await reset(first, 'Fresh-start9')).status).toBe(200);
    const token = await askForLink('client@demo.com');
    expect(await reset(token, 'Fresh-start9')).toEqual({
      status: 400,
      body: { message: 'The new password is not valid.', errors: { password: 'This is already your password. Sign in with it, or choose another one.' } },
    });
    expect((await reset(token, 'Another-go7')).status).toBe(200);
  });
});
