import type { AccountSettings } from '@console/contracts';
import type { Caller } from './caller';
import { personalDetailsOf, type PersonalDetails } from './account-people';
import { seedAccountSettings } from './account-seed';

// Without login users (unit tests) the one account is the seeded producer; her password is the
// demo administrator's, so a test can change it the way a signed-in person would.
const seedPassword = 'admin';

/** What the profile page says of its owner beyond the settings: header designation, joined day, town. */
export type AccountProfile = PersonalDetails['profile'];

/**
 * Each caller's settings and profile details, made on first use from that person's own seed
 * (account-people.ts: a demo account's details, a new account's empty ones), with the caller's
 * own name, email and avatar.
 */
export function createAccountStore() {
  const settings = new Map<number, AccountSettings>();
  const profiles = new Map<number, AccountProfile>();
  const own = { password: seedPassword };

  const settingsOf = (caller: Caller): AccountSettings => {
    let found = settings.get(caller.id);
    if (!found) {
      found = seedAccountSettings(personalDetailsOf(caller.id));
      const { user } = caller;
      if (user) found.general = { ...found.general, avatar: user.avatar, username: user.username, fullName: user.fullName, email: user.email };
      settings.set(caller.id, found);
    }
    return found;
  };

  // Kept, not derived on each call: a new account's joined day is the day it was first seen.
  const profileOf = (caller: Caller): AccountProfile => {
    let found = profiles.get(caller.id);
    if (!found) {
      found = { ...personalDetailsOf(caller.id).profile };
      profiles.set(caller.id, found);
    }
    return found;
  };

  return {
    /** What the store changes, kept in the browser by the domain. */
    state: { accountSettings: settings, accountProfiles: profiles, ownAccount: own },
    settingsOf,
    profileOf,
    /** The caller's password: the login user's own, so a changed one is the one to sign in with. */
    passwordOf: (caller: Caller) => caller.user?.password ?? own.password,
    setPassword(caller: Caller, password: string) {
      if (caller.user) caller.user.password = password;
      else own.password = password;
    },
  };
}
export type AccountStore = ReturnType<typeof createAccountStore>;
