import type { AccountSettings, ProfileData } from '@console/contracts';
import { socialConnectionKeys, socialLinkKeys } from '@console/contracts/src/content-pages';
import { personalDetailsOf } from './account-people';
import { seedAccountSettings } from './account-seed';

/** Version 1's seeded links were console paths; version 2 takes only full web addresses (the saves' rule). */
const version1SeedPaths = new Set(['/creators/maya-lindqvist', '/social/twitter/northlight_maya', '/social/linkedin/maya-lindqvist', '/social/instagram/northlight.studios']);

/**
 * Saved data of version 1 in version 2's shape: every other change (posts, comments, votes, blog
 * edits) is kept. A link that is a path becomes the new seed's address when it was the seed's own,
 * and '' when someone typed it (a path was never a profile on the web).
 */
export function migrateContentPages(saved: Record<string, unknown>, fromVersion: number): Record<string, unknown> | undefined {
  if (fromVersion !== 1) return undefined;
  const seed = seedAccountSettings();
  const webAddress = (value: string, seeded: string) => (value.startsWith('/') ? (version1SeedPaths.has(value) ? seeded : '') : value);
  for (const settings of (saved.accountSettings as Map<number, AccountSettings> | undefined)?.values() ?? []) {
    settings.info.website = webAddress(settings.info.website, seed.info.website);
    for (const key of socialLinkKeys) settings.social.socialLinks[key] = webAddress(settings.social.socialLinks[key], seed.social.socialLinks[key]);
  }
  const profile = saved.profile as ProfileData | undefined;
  if (profile) profile.userAbout.website = webAddress(profile.userAbout.website, seed.info.website);
  return saved;
}

const infoKeys = ['bio', 'dob', 'country', 'website', 'phone'] as const;

/**
 * Version 3 seeded every login user with the producer's own details (her website, town, links and
 * linked handles); version 4 seeds each person their own (account-people.ts). In a saved account
 * other than the producer's (id 0), a value still the producer's seed becomes the person's own;
 * what they typed themselves stays. The profiles' details are made again on first use.
 */
export function ownDetailsFromVersion3(saved: Record<string, unknown>): Record<string, unknown> {
  const producer = seedAccountSettings();
  for (const [id, settings] of (saved.accountSettings as Map<number, AccountSettings> | undefined) ?? []) {
    if (id === 0) continue;
    const own = seedAccountSettings(personalDetailsOf(id));
    if (settings.general.company === producer.general.company) settings.general.company = own.general.company;
    for (const key of infoKeys) if (settings.info[key] === producer.info[key]) settings.info[key] = own.info[key];
    const { socialLinks, connections } = settings.social;
    for (const key of socialLinkKeys) if (socialLinks[key] === producer.social.socialLinks[key]) socialLinks[key] = own.social.socialLinks[key];
    for (const key of socialConnectionKeys) {
      if (connections[key].connected && connections[key].id === producer.social.connections[key].id) connections[key] = own.social.connections[key];
    }
  }
  saved.accountProfiles = new Map();
  return saved;
}
