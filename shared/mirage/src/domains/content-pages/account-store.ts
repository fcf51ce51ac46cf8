import type { AccountSettings } from '@console/contracts';
import type { Caller } from './caller';
import { seedAccountSettings } from './account-seed';

// Without login users (unit tests) the one account is the seeded producer; her password is the
// demo administrator's, so a test can change it the way a signed-in person would.
const seedPassword = 'admin';

/** Each caller's settings, made on first use: the seeded page with the caller's own name, email and avatar. */
export function createAccountStore() {
  const settings = new Map<number, AccountSettings>();
  const own = { password: seedPassword };

  const settingsOf = (caller: Caller): AccountSettings => {
    let found = settings.get(caller.id);
    if (!found) {
      found = seedAccountSettings();
      const { user } = caller;
      if (user) found.general = { ...found.general, avatar: user.avatar, username: user.username, fullName: user.fullName, email: user.email };
      settings.set(caller.id, found);
    }
    return found;
  };

  return {
    /** What the store changes, kept in the browser by the domain. */
    state: { accountSettings: settings, ownAccount: own },
    settingsOf,
    /** The caller's password: the login user's own, so a changed one is the one to sign in with. */
    passwordOf: (caller: Caller) => caller.user?.password ?? own.password,
    setPassword(caller: Caller, password: string) {
      if (caller.user) caller.user.password = password;
      else own.password = password;
    },
  };
}
export type AccountStore = ReturnType<typeof createAccountStore>;
