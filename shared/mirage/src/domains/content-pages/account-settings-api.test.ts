import type { AccountSettings, LoginUser, ProfileData } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { authDomain, seedLoginUsers, signToken } from '../auth';
import { contentPagesDomain } from '.';

const general = { avatar: '', username: 'maya.l', fullName: 'Maya L. Lindqvist', email: 'maya@northlight.studio', company: 'Northlight' };

describe('the account settings saves (no login users: the one seeded account)', () => {
  const { get, call } = mockApi(() => [contentPagesDomain()]);

  it('saves each tab and answers the settings as stored', async () => {
    expect(await call('POST', '/account-setting/general', general)).toMatchObject({ status: 200, body: { general } });
    const info = { bio: 'Producer.', dob: '1990-01-31', country: 'Norway', website: 'https://northlight.example', phone: '+47 22 33 44 55' };
    expect(await call('POST', '/account-setting/info', info)).toMatchObject({ status: 200, body: { info } });
    const socialLinks = { twitter: 'https://twitter.com/maya', facebook: '', google: '', linkedIn: '', instagram: 'https://www.instagram.com/maya', quora: '' };
    const social = (await call<AccountSettings>('POST', '/account-setting/social', { socialLinks })).body.social;
    expect(social.socialLinks).toEqual(socialLinks);
    expect(social.connections.twitter.connected).toBe(true); // linked accounts are not touched
    const notification = { commentOnArticle: false, answerOnForm: false, followMe: true, newAnnouncements: true, productUpdates: false, blogDigest: true };
    await call('POST', '/account-setting/notification', notification);
    expect((await get<AccountSettings>('/account-setting/data')).body).toMatchObject({ general, info, notification });
    // The profile says the country saved here, not the seed's town.
    expect((await get<ProfileData>('/profile/data')).body.userAbout.lives).toBe('Norway');
  });

  it('takes only full http(s) addresses for the website and the social links, not console paths', async () => {
    const info = { bio: '', dob: '1990-01-31', country: '', website: '/creators/maya', phone: '' };
    expect(await call('POST', '/account-setting/info', info)).toMatchObject({ status: 400, body: { errors: { website: 'Enter a web address such as https://example.com.' } } });
    const socialLinks = { twitter: '/social/twitter/maya', facebook: 'facebook.com/maya', google: 'ftp://google.com/maya', linkedIn: 'https://www.linkedin.com/in/maya', instagram: '', quora: '' };
    const social = await call('POST', '/account-setting/social', { socialLinks });
    const socialMessage = 'Enter the profile’s web address, such as https://example.com/name.';
    expect(social).toMatchObject({ status: 400, body: { errors: { 'socialLinks.twitter': socialMessage, 'socialLinks.facebook': socialMessage, 'socialLinks.google': socialMessage } } });
    expect(Object.keys((social.body as { errors: object }).errors)).toHaveLength(3);
  });

  it('seeds full web addresses for the website and the social links', async () => {
    const { info, social } = (await get<AccountSettings>('/account-setting/data')).body;
    for (const link of [info.website, ...Object.values(social.socialLinks).filter(Boolean)]) expect(link).toMatch(/^https:\/\/[a-z.]+\.[a-z]+\//);
  });

  it('refuses bad values at their fields and keeps what was stored', async () => {
    const before = (await get('/account-setting/data')).body;
    const answer = await call('POST', '/account-setting/info', { bio: '', dob: '2999-01-01', country: '', website: 'not a url', phone: '12' });
    expect(answer).toEqual({
      status: 400,
      body: {
        message: 'The settings are not valid.',
        errors: {
          dob: 'Enter a date of birth in the past.',
          website: 'Enter a web address such as https://example.com.',
          phone: 'Enter a phone number with 7 to 15 digits (spaces, dashes and a leading + are fine).',
        },
      },
    });
    expect((await call('POST', '/account-setting/general', { ...general, email: 'maya@', avatar: 'data:text/html;base64,PHA+' })).body).toMatchObject({
      errors: { email: 'Enter an email address such as name@example.com.', avatar: 'Choose a PNG, JPEG, GIF or WebP picture.' },
    });
    expect((await get('/account-setting/data')).body).toEqual(before);
  });

  it('changes the password only when the current one is right', async () => {
    const change = (currentPassword: string) => call('POST', '/account-setting/password', { currentPassword, newPassword: 'Harbour-Lights2', confirmPassword: 'Harbour-Lights2' });
    expect(await change('wrong')).toMatchObject({ status: 400, body: { errors: { currentPassword: 'The current password is not correct.' } } });
    expect(await change('admin')).toEqual({ status: 200, body: { message: 'Your password has been changed.' } });
    expect((await change('admin')).status).toBe(400);
    expect((await change('Harbour-Lights2')).body).toMatchObject({ errors: { newPassword: 'The new password must differ from the current one.' } });
  });

  it('checks the new password strength and its confirmation', async () => {
    const { body } = await call('POST', '/account-setting/password', { currentPassword: 'admin', newPassword: 'short', confirmPassword: 'other' });
    expect(body).toMatchObject({ errors: { newPassword: expect.stringContaining('at least 8 characters') } });
    const mismatch = await call('POST', '/account-setting/password', { currentPassword: 'admin', newPassword: 'Strong-pass1', confirmPassword: 'Strong-pass2' });
    expect(mismatch.body).toMatchObject({ errors: { confirmPassword: 'The two new passwords do not match.' } });
  });
});

describe('with the console login users: each caller has their own settings', () => {
  let users: LoginUser[];
  const { restart } = mockApi(() => []);
  beforeEach(() => {
    users = seedLoginUsers();
    restart([authDomain({ users }), contentPagesDomain({ users })]);
  });
  const as = async (userId: number, method: string, url: string, body?: unknown) => {
    const token = await signToken(userId, 'access');
    const response = await fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('answers 401 without a valid token', async () => {
    expect((await fetch('/account-setting/data')).status).toBe(401);
  });

  it("starts from the caller's own name and email, and a saved name follows to the sign-in account", async () => {
    expect((await as(2, 'GET', '/account-setting/data')).body).toMatchObject({ general: { fullName: 'Luca Ferreira', email: 'client@demo.com', username: 'luca.ferreira' } });
    await as(2, 'POST', '/account-setting/general', { avatar: '', username: 'luca.f', fullName: 'Luca F. Ferreira', email: 'luca@demo.com', company: '' });
    expect(users.find((user) => user.id === 2)).toMatchObject({ fullName: 'Luca F. Ferreira', username: 'luca.f', email: 'luca@demo.com' });
    expect((await as(1, 'GET', '/account-setting/data')).body).toMatchObject({ general: { fullName: 'Nadia Okafor' } });
  });

  it("refuses another account's email or username", async () => {
    const answer = await as(2, 'POST', '/account-setting/general', { avatar: '', username: 'nadia.okafor', fullName: 'Luca', email: 'ADMIN@demo.com', company: '' });
    expect(answer).toMatchObject({ status: 400, body: { errors: { email: 'Another account already uses this email address.', username: 'Another account already uses this username.' } } });
  });

  it('changes the password the caller signs in with', async () => {
    await as(1, 'POST', '/account-setting/password', { currentPassword: 'admin', newPassword: 'New-admin-1', confirmPassword: 'New-admin-1' });
    const login = (password: string) => fetch('/jwt/login', { method: 'POST', body: JSON.stringify({ email: 'admin@demo.com', password }) }).then((response) => response.status);
    expect(await login('admin')).toBe(400);
    expect(await login('New-admin-1')).toBe(200);
  });
});
