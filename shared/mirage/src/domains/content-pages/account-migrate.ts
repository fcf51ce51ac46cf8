import type { AccountSettings, ProfileData } from '@console/contracts';
import { socialLinkKeys } from '@console/contracts/src/content-pages';
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
