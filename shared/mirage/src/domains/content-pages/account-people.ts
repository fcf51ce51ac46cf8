import type { AccountSettings, SocialConnectionKey, SocialLinkKey } from '@console/contracts';

/** What is a person's own in the account and profile seeds: nothing of it is shared between people. */
export interface PersonalDetails {
  company: string;
  info: AccountSettings['info'];
  /** The profile links given; a network not named has none. */
  socialLinks: Partial<Record<SocialLinkKey, string>>;
  /** The handle of each linked service; a service not named is not linked. */
  linked: Partial<Record<SocialConnectionKey, string>>;
  /** The profile page's header and "About": `lives` is "town, country", its country the info's. */
  profile: { designation: string; joined: string; lives: string };
}

/** The producer of a server without login users (unit tests): the account the page's demo data was written for. */
export const seedOwnerDetails: PersonalDetails = {
  company: 'Northlight Studios',
  info: {
    bio: 'Head of video production. I look after our documentary slate, the live events desk and the studio booking calendar.',
    dob: '1988-04-17',
    country: 'Sweden',
    website: 'https://northlight.studio/team/maya-lindqvist',
    phone: '+46 8 555 014 22',
  },
  socialLinks: {
    twitter: 'https://twitter.com/northlight_maya',
    linkedIn: 'https://www.linkedin.com/in/maya-lindqvist',
    instagram: 'https://www.instagram.com/northlight.studios',
  },
  linked: { twitter: '@northlight_maya', google: 'maya.lindqvist' },
  profile: { designation: 'Head of Video Production', joined: '2019-03-15', lives: 'Stockholm, Sweden' },
};

/** The demo accounts' own details, by login user id (auth/demo-users.ts): each signs in to their own page. */
const demoAccountDetails: Readonly<Record<number, PersonalDetails>> = {
  // Nadia Okafor, the administrator.
  1: {
    company: 'Northlight Studios',
    info: {
      bio: 'I run the console for the studio: accounts, roles and permissions, and the release calendar.',
      dob: '1984-11-02',
      country: 'Nigeria',
      website: 'https://northlight.studio/team/nadia-okafor',
      phone: '+234 1 555 0190',
    },
    socialLinks: { twitter: 'https://twitter.com/nadia_okafor', linkedIn: 'https://www.linkedin.com/in/nadia-okafor' },
    linked: { twitter: '@nadia_okafor', google: 'nadia.okafor' },
    profile: { designation: 'Platform Administrator', joined: '2018-06-04', lives: 'Lagos, Nigeria' },
  },
  // Luca Ferreira, the client.
  2: {
    company: 'Ferreira Films',
    info: {
      bio: 'Independent producer. I license documentaries for broadcast in Portugal and Brazil.',
      dob: '1991-02-23',
      country: 'Portugal',
      website: 'https://ferreirafilms.pt/about',
      phone: '+351 21 555 0134',
    },
    socialLinks: { linkedIn: 'https://www.linkedin.com/in/luca-ferreira' },
    linked: { google: 'luca.ferreira' },
    profile: { designation: 'Licensing Partner', joined: '2022-09-12', lives: 'Lisbon, Portugal' },
  },
  // Amira Haddad, the media editor.
  3: {
    company: 'Northlight Studios',
    info: {
      bio: 'Video editor on the documentary slate: rough cuts, captions and the weekly playlists.',
      dob: '1993-07-09',
      country: 'Lebanon',
      website: 'https://northlight.studio/team/amira-haddad',
      phone: '+961 1 555 014',
    },
    socialLinks: { instagram: 'https://www.instagram.com/amira.cuts' },
    linked: { github: 'amira-haddad' },
    profile: { designation: 'Video Editor', joined: '2021-01-18', lives: 'Beirut, Lebanon' },
  },
};

/**
 * A new account's details: nothing given (no date of birth either), nothing linked. The profile's
 * schema wants a designation, so it holds a neutral stand-in; `joined` is the day the account
 * first opened its settings or profile.
 */
function newAccountDetails(today: string): PersonalDetails {
  return { company: '', info: { bio: '', dob: '', country: '', website: '', phone: '' }, socialLinks: {}, linked: {}, profile: { designation: 'Member', joined: today, lives: '' } };
}

/** The details an account starts from: id 0 is the server without login users, a demo account has its own, any other is new. */
export function personalDetailsOf(id: number, today = new Date().toISOString().slice(0, 10)): PersonalDetails {
  if (id === 0) return seedOwnerDetails;
  return demoAccountDetails[id] ?? newAccountDetails(today);
}
