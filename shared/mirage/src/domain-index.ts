import type { LoginUser } from '@console/contracts';
import type { MockDomain } from './mock-domain';
import type { SeedOptions } from './seed-options';

/** What a domain's factory gets: the seed options and the login users the auth domain shares. */
export interface DomainOptions extends SeedOptions {
  users: LoginUser[];
}

/** One domain of the mock API, known before its code (and seed data) is loaded. */
export interface DomainEntry {
  name: string;
  /** API path prefixes it answers: a call to one of them waits for this domain. */
  prefixes: readonly string[];
  /** Console pages that call it at once: opening one starts loading it. */
  pages?: readonly string[];
  load(): Promise<(options: DomainOptions) => MockDomain>;
}

/**
 * Every domain of the mock API and which paths it answers. Each loads as its own chunk on the
 * first call to its paths, so a page downloads and seeds only the data it uses.
 */
export const domainIndex: readonly DomainEntry[] = [
  { name: 'auth', prefixes: ['/jwt/'], load: async () => (await import('./domains/auth')).authDomain },
  { name: 'todo', prefixes: ['/apps/todo/'], pages: ['/apps/todo', '/apps/user/view'], load: async () => (await import('./domains/todo')).todoDomain },
  { name: 'users', prefixes: ['/api/users/', '/apps/users/'], pages: ['/apps/user'], load: async () => (await import('./domains/users')).usersDomain },
  { name: 'invoices', prefixes: ['/apps/invoice/', '/api/invoice/'], pages: ['/apps/invoice'], load: async () => (await import('./domains/invoices')).invoicesDomain },
  { name: 'ecommerce', prefixes: ['/apps/ecommerce/'], pages: ['/apps/ecommerce'], load: async () => (await import('./domains/ecommerce')).ecommerceDomain },
  {
    name: 'content-pages',
    prefixes: ['/account-setting/', '/profile/', '/pricing/', '/faq/', '/blog/'],
    pages: ['/pages'],
    load: async () => (await import('./domains/content-pages')).contentPagesDomain,
  },
  { name: 'cards', prefixes: ['/card/'], pages: ['/', '/cards', '/dashboard'], load: async () => (await import('./domains/cards')).cardsDomain },
  {
    name: 'navbar-search',
    prefixes: ['/api/main-search/', '/api/bookmarks/', '/api/autocomplete/'],
    load: async () => (await import('./domains/template-demo/navbar-search-domain')).navbarSearchDomain,
  },
  {
    name: 'template-demo',
    prefixes: ['/api/datatables/', '/apps/email/', '/apps/chat/'],
    pages: ['/apps/email', '/apps/chat'],
    load: async () => (await import('./domains/template-demo')).templateDemoDomain,
  },
];

const within = (path: string, prefix: string) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** The domain that answers an API path, if the mock answers it at all. */
export function domainFor(path: string): DomainEntry | undefined {
  return domainIndex.find((entry) => entry.prefixes.some((prefix) => path.startsWith(prefix)));
}

/** The domains a console page calls as soon as it opens. */
export function domainsForPage(path: string): DomainEntry[] {
  return domainIndex.filter((entry) => entry.pages?.some((page) => (page === '/' ? path === '/' : within(path, page))));
}
