import type { AccountSettings, ProfileData } from '@console/contracts';
import { AccountSettingsSchema } from '@console/contracts/src/content-pages';
import * as v from 'valibot';
import { migrateContentPages } from './account-migrate';
import { seedAccountSettings } from './account-seed';
import { seedProfile } from './profile-seed';

/** A caller's settings as version 1 saved them: the seeded paths, one typed path and one typed address. */
function version1Settings(): AccountSettings {
  const settings = seedAccountSettings();
  settings.info.website = '/creators/maya-lindqvist';
  settings.social.socialLinks = {
    twitter: '/social/twitter/northlight_maya',
    facebook: '/my/facebook',
    google: '',
    linkedIn: '/social/linkedin/maya-lindqvist',
    instagram: '/social/instagram/northlight.studios',
    quora: 'https://www.quora.com/profile/Maya',
  };
  settings.general.fullName = 'Renamed Before The Upgrade';
  return settings;
}

it('turns version 1 links into full web addresses and keeps every other change', () => {
  const profile: ProfileData = { ...seedProfile(), userAbout: { ...seedProfile().userAbout, website: '/creators/maya-lindqvist' }, pollVote: 'Animation' };
  const saved = { accountSettings: new Map([[1, version1Settings()]]), profile, blogEntries: [] };
  const migrated = migrateContentPages(saved, 1);
  const settings = (migrated?.accountSettings as Map<number, AccountSettings>).get(1);
  const seed = seedAccountSettings();
  expect(settings?.info.website).toBe(seed.info.website);
  expect(settings?.social.socialLinks).toEqual({ ...seed.social.socialLinks, facebook: '', quora: 'https://www.quora.com/profile/Maya' });
  expect(settings?.general.fullName).toBe('Renamed Before The Upgrade');
  expect(v.safeParse(AccountSettingsSchema, settings).success).toBe(true);
  expect((migrated?.profile as ProfileData)).toMatchObject({ userAbout: { website: seed.info.website }, pollVote: 'Animation' });
});

it('reseeds data of an unknown older version', () => {
  expect(migrateContentPages({}, 0)).toBeUndefined();
});
