import type { AccountSettings } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { contentPagesDomain } from '.';

const { get, call } = mockApi(() => [contentPagesDomain()]);
const connections = async () => (await get<AccountSettings>('/account-setting/data')).body.social.connections;

describe('POST /account-setting/connections', () => {
  it('links an account under the caller’s username and unlinks one, answering the settings as stored', async () => {
    const linked = await call<AccountSettings>('POST', '/account-setting/connections', { service: 'github', connected: true });
    expect(linked.status).toBe(200);
    expect(linked.body.social.connections.github).toEqual({ profileImg: '/images/social/github.svg', id: 'maya.lindqvist', connected: true });
    await call('POST', '/account-setting/connections', { service: 'twitter', connected: false });
    expect(await connections()).toMatchObject({
      twitter: { id: '', connected: false },
      github: { id: 'maya.lindqvist', connected: true },
      google: { id: 'maya.lindqvist', connected: true },
    });
    // A Twitter link is a handle.
    await call('POST', '/account-setting/connections', { service: 'twitter', connected: true });
    expect((await connections()).twitter).toMatchObject({ id: '@maya.lindqvist', connected: true });
  });

  it('keeps an existing link as it is when asked to link it again', async () => {
    await call('POST', '/account-setting/connections', { service: 'google', connected: true });
    expect((await connections()).google).toMatchObject({ id: 'maya.lindqvist', connected: true });
    await call('POST', '/account-setting/connections', { service: 'twitter', connected: true });
    expect((await connections()).twitter).toMatchObject({ id: '@northlight_maya', connected: true });
  });

  it('refuses a service the page does not have, or no choice, and changes nothing', async () => {
    const before = await connections();
    expect(await call('POST', '/account-setting/connections', { service: 'myspace', connected: true })).toEqual({
      status: 400,
      body: { message: 'The linked account was not changed.', errors: { service: 'Choose Twitter, Google, Facebook or GitHub.' } },
    });
    expect((await call('POST', '/account-setting/connections', { service: 'github' })).status).toBe(400);
    expect(await connections()).toEqual(before);
  });
});
