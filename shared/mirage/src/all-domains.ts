import type { AccessGuard } from './access-guard';
import { accessGuard } from './access-guard';
import type { MockDomain } from './server';
import type { SeedOptions } from './seed-options';
import { authDomain, seedLoginUsers } from './domains/auth';
import { cardsDomain } from './domains/cards';
import { contentPagesDomain } from './domains/content-pages';
import { ecommerceDomain } from './domains/ecommerce';
import { invoicesDomain } from './domains/invoices';
import { templateDemoDomain } from './domains/template-demo';
import { todoDomain } from './domains/todo';
import { usersDomain } from './domains/users';

/** What a page's server runs: its domains and the access check in front of them. */
export interface Backend {
  domains: MockDomain[];
  guard: AccessGuard;
}

/**
 * The sign-in calls plus `domains`, behind the access guard: both share one list of login users,
 * so an account registered in the page is also known to the guard.
 */
export function withAuth(options: SeedOptions, domains: MockDomain[]): Backend {
  const users = seedLoginUsers();
  return { domains: [authDomain({ ...options, users }), ...domains], guard: accessGuard(users) };
}

/** Every domain with fresh seed data (without the access guard: what unit tests use). */
export function allDomains(options: SeedOptions = {}): MockDomain[] {
  return consoleBackend(options).domains;
}

/** The console's whole backend, as the shell starts it. */
export function consoleBackend(options: SeedOptions = {}): Backend {
  return withAuth(options, [
    todoDomain(options),
    usersDomain(options),
    invoicesDomain(options),
    ecommerceDomain(options),
    contentPagesDomain(options),
    cardsDomain(options),
    templateDemoDomain(options),
  ]);
}
