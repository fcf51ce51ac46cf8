import type { LoginUser } from '@console/contracts';
import type { SeedOptions } from '../../seed-options';
import type { MockDomain } from '../../mock-domain';
import { migrateContentPages, ownDetailsFromVersion3 } from './account-migrate';
import { accountSettingsRoutes } from './account-settings';
import { createAccountStore } from './account-store';
import { blogRoutes } from './blog';
import { callerResolver } from './caller';
import { faqRoutes } from './faq';
import { knowledgeBaseRoutes } from './knowledge-base';
import { pricingChoicesFromVersion2, pricingRoutes } from './pricing';
import { profileRoutes } from './profile';

/** Saved data of an older version in version 4's shape, a version's step after another; undefined reseeds. */
function migrate(saved: Record<string, unknown>, fromVersion: number): Record<string, unknown> | undefined {
  const version2 = fromVersion >= 2 ? saved : migrateContentPages(saved, fromVersion);
  const version3 = version2 && (fromVersion >= 3 ? version2 : pricingChoicesFromVersion2(version2));
  return version3 && ownDetailsFromVersion3(version3);
}

/**
 * Spec §7 Content pages over fixed seed data, and the changes the pages make (docs/api/content-pages.md).
 * `scale` does not apply (these are not volume domains); each server gets its own fresh copy of the
 * seed. With the console's login users, the account, profile, pricing and comment calls belong to
 * the caller (the access token's user); without them (unit tests) to one seeded account.
 */
export function contentPagesDomain({ users }: SeedOptions & { users?: LoginUser[] } = {}): MockDomain {
  // Filled when the routes are added (each part seeds its own data); the core restores into it after.
  const state: Record<string, object> = {};
  return {
    name: 'content-pages',
    // A password change is the login user's own: the auth data is saved with it. Version 2: the
    // website and social links are full web addresses (version 1 seeded console paths). Version 3:
    // a caller's plan carries its billing, monthly or yearly (version 2 kept the plan alone).
    // Version 4: each login user's account and profile start from their own details, not the
    // seeded producer's (account-people.ts), and the profile keeps their designation and town.
    persist: { version: 4, state, touches: ['auth'], migrate },
    routes(server) {
      const callerOf = callerResolver(users);
      const accounts = createAccountStore();
      accountSettingsRoutes(server, accounts, callerOf, users);
      Object.assign(
        state,
        accounts.state,
        profileRoutes(server, accounts, callerOf),
        pricingRoutes(server, callerOf),
        knowledgeBaseRoutes(server),
        blogRoutes(server, accounts, callerOf),
      );
      faqRoutes(server);
    },
  };
}
