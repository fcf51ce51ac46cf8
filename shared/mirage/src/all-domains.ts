import type { MockDomain } from './server';
import type { SeedOptions } from './seed-options';
import { authDomain } from './domains/auth';
import { cardsDomain } from './domains/cards';
import { contentPagesDomain } from './domains/content-pages';
import { ecommerceDomain } from './domains/ecommerce';
import { invoicesDomain } from './domains/invoices';
import { templateDemoDomain } from './domains/template-demo';
import { todoDomain } from './domains/todo';
import { usersDomain } from './domains/users';

/** Every domain with fresh seed data: what the shell's one server answers. */
export function allDomains(options: SeedOptions = {}): MockDomain[] {
  return [
    authDomain(options),
    todoDomain(options),
    usersDomain(options),
    invoicesDomain(options),
    ecommerceDomain(options),
    contentPagesDomain(options),
    cardsDomain(options),
    templateDemoDomain(options),
  ];
}
