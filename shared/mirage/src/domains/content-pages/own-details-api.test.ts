import type { AccountSettings, LoginUser, ProfileData, RegisterSuccess } from '@console/contracts';
import { AccountSettingsSchema, ProfileDataSchema } from '@console/contracts/src/content-pages';
import * as v from 'valibot';
import { mockApi } from '../../test-kit';
import { authDomain, seedLoginUsers, signToken } from '../auth';
import { ownDetailsFromVersion3 } from './account-migrate';
import { seedAccountSettings } from './account-seed';
import { contentPagesDomain } from '.';

// A browser audit found Nadia Okafor's settings "Linked as @northlight_maya" and her profile in
// Stockholm on the seeded producer's website: each login user must see their own details.
const producersOwn = /maya|northlight_maya|northlight\.studios|Stockholm|Sweden/i;

describe('each login user sees their own details', () => {
  let users: LoginUser[];
  const { restart } = mockApi(() => []);
  beforeEach(() => {
    users = seedLoginUsers();
    restart([authDomain({ users }), contentPagesDomain({ users })]);
  });
  const as = async <T>(token: string, url: string) => {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const signedIn = (userId: number) => signToken(userId, 'access');

  it('Nadia Okafor: her own links, linked accounts, website and town', async () => {
    const token = await signedIn(1);
    const settings = await as<AccountSettings>(token, '/account-setting/data');
    expect(settings.social.connections.twitter).toMatchObject({ id: '@nadia_okafor', connected: true });
    expect(settings.social.connections.google).toMatchObject({ id: 'nadia.okafor', connected: true });
    expect(settings.info).toMatchObject({ website: 'https://northlight.studio/team/nadia-okafor', country: 'Nigeria' });
    const profile = await as<ProfileData>(token, '/profile/data');
    expect(profile.header).toMatchObject({ username: 'Nadia Okafor', designation: 'Platform Administrator' });
    expect(profile.userAbout).toMatchObject({ email: 'admin@demo.com', website: 'https://northlight.studio/team/nadia-okafor', lives: 'Lagos, Nigeria' });
    expect(JSON.stringify([settings, profile.header, profile.userAbout])).not.toMatch(producersOwn);
  });

  it.each([2, 3])('demo account %i: its own details, none of another person', async (id) => {
    const token = await signedIn(id);
    const settings = await as<AccountSettings>(token, '/account-setting/data');
    const profile = await as<ProfileData>(token, '/profile/data');
    expect(JSON.stringify([settings, profile.header, profile.userAbout])).not.toMatch(producersOwn);
    expect(JSON.stringify(settings)).not.toMatch(/nadia/i);
    expect(v.safeParse(AccountSettingsSchema, settings).success).toBe(true);
    expect(v.safeParse(ProfileDataSchema, profile).success).toBe(true);
  });

  it('a new account starts empty and unlinked', async () => {
    const registered = await fetch('/jwt/register', { method: 'POST', body: JSON.stringify({ email: 'mara.quinn@studio.tv', password: 'Harbour-Lights2', username: 'mara.quinn' }) });
    const { accessToken } = (await registered.json()) as RegisterSuccess;
    const settings = await as<AccountSettings>(accessToken, '/account-setting/data');
    expect(settings.general).toMatchObject({ username: 'mara.quinn', email: 'mara.quinn@studio.tv', company: '' });
    expect(settings.info).toEqual({ bio: '', dob: '', country: '', website: '', phone: '' });
    expect(Object.values(settings.social.socialLinks).every((link) => link === '')).toBe(true);
    expect(Object.values(settings.social.connections).map(({ id, connected }) => ({ id, connected }))).toEqual(Array(4).fill({ id: '', connected: false }));
    const profile = await as<ProfileData>(accessToken, '/profile/data');
    expect(profile.userAbout).toMatchObject({ about: '', website: '', lives: '' });
    expect(JSON.stringify([settings, profile.header, profile.userAbout])).not.toMatch(producersOwn);
    expect(v.safeParse(AccountSettingsSchema, settings).success).toBe(true);
    expect(v.safeParse(ProfileDataSchema, profile).success).toBe(true);
  });
});

it('upgrading version 3 data: the producer’s seeded details in another account become that person’s own, typed ones stay', () => {
  const nadia = seedAccountSettings(); // version 3 seeded every account with the producer's details
  nadia.info.phone = '+234 1 555 0199'; // typed by Nadia herself
  const producer = seedAccountSettings();
  const saved = ownDetailsFromVersion3({ accountSettings: new Map([[0, producer], [1, nadia]]) });
  expect(nadia.social.connections.twitter).toMatchObject({ id: '@nadia_okafor', connected: true });
  expect(nadia.info).toMatchObject({ website: 'https://northlight.studio/team/nadia-okafor', country: 'Nigeria', phone: '+234 1 555 0199' });
  expect(nadia.social.socialLinks.instagram).toBe('');
  expect(producer).toEqual(seedAccountSettings());
  expect(saved.accountProfiles).toEqual(new Map());
});
