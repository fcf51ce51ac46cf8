import type { AccountSettings, SocialConnection, SocialConnectionKey } from '@console/contracts';
import { socialConnectionKeys, socialLinkKeys } from '@console/contracts/src/content-pages';
import { seedOwnerDetails, type PersonalDetails } from './account-people';

const serviceIcon = (service: SocialConnectionKey) => `/images/social/${service}.svg`;

/**
 * An account's settings from its person's details (account-people.ts): their links and linked
 * services, and notification flags showing both values. Without details, the seeded producer's
 * (a server without login users); the caller's name, email and picture are set by the store.
 */
export function seedAccountSettings(details: PersonalDetails = seedOwnerDetails): AccountSettings {
  const connection = (service: SocialConnectionKey): SocialConnection => {
    const id = details.linked[service] ?? '';
    return { profileImg: serviceIcon(service), id, connected: id !== '' };
  };
  return {
    general: {
      avatar: '/images/avatars/1.svg',
      username: 'maya.lindqvist',
      fullName: 'Maya Lindqvist',
      email: 'maya.lindqvist@northlight.studio',
      company: details.company,
    },
    info: { ...details.info },
    social: {
      socialLinks: Object.fromEntries(socialLinkKeys.map((key) => [key, details.socialLinks[key] ?? ''])) as AccountSettings['social']['socialLinks'],
      connections: Object.fromEntries(socialConnectionKeys.map((service) => [service, connection(service)])) as AccountSettings['social']['connections'],
    },
    notification: {
      commentOnArticle: true,
      answerOnForm: true,
      followMe: false,
      newAnnouncements: false,
      productUpdates: true,
      blogDigest: false,
    },
  };
}
