import type { LoginUser } from '@console/contracts';
import type { Translated } from './accept-language';
import { loadContentTexts } from './domains/content-pages/content-texts';
import type { MockDomain } from './mock-domain';
import type { SeedOptions } from './seed-options';

/** What a domain's factory gets: the seed options and the login users the auth domain shares. */
export interface DomainOptions extends SeedOptions {
  users: LoginUser[];
  /** What a domain listed in the entry's `needs` provides (loaded before this one), e.g. `peer<Catalogue>('media')`. */
  peer<T>(name: string): T | undefined;
}

/** API paths under a prefix, and the CASL subject a call needs (null: open to anyone). */
export interface ApiArea {
  prefix: string;
  subject: string | null;
  /**
   * Domains holding references to this area's records: loaded before a DELETE or a PUT here is
   * answered, so a delete can be refused while something still uses the record, and an update can
   * reach what names it (read through `peer`).
   */
  referencedBy?: readonly string[];
  /** GETs here wait for `referencedBy` too: the list says what uses each record before a delete is asked. */
  listsReferences?: true;
}

/** One domain of the mock API, known before its code (and seed data) is loaded. */
export interface DomainEntry {
  name: string;
  /** The paths it answers (a call to one waits for this domain) and what each needs. */
  api: readonly ApiArea[];
  /** Console pages that call it at once: opening one starts loading it. */
  pages?: readonly string[];
  /** Domains whose data this one reads: loaded first, read through `DomainOptions.peer`. */
  needs?: readonly string[];
  load(): Promise<(options: DomainOptions) => MockDomain>;
  /**
   * Loads the domain's texts in a language other than English, each language its own chunk. The
   * gate starts it beside the domain's code for every call asking for that language and answers
   * once both are ready; it downloads once (a failed download again on the next call). The
   * handlers load the texts too when called without the gate (tests).
   */
  translations?(language: Translated): Promise<unknown>;
}

/**
 * Every domain of the mock API and which paths it answers. Each loads as its own chunk on the
 * first call to its paths, so a page downloads and seeds only the data it uses.
 */
export const domainIndex: readonly DomainEntry[] = [
  { name: 'auth', api: [{ prefix: '/jwt/', subject: null }], load: async () => (await import('./domains/auth')).authDomain },
  { name: 'todo', api: [{ prefix: '/apps/todo/', subject: 'Todo' }], pages: ['/apps/todo', '/apps/user/view'], load: async () => (await import('./domains/todo')).todoDomain },
  {
    name: 'users',
    // The tasks name their assignee: a user's update renames them (the todo domain loads for it).
    api: [{ prefix: '/api/users/', subject: 'User' }, { prefix: '/apps/users/', subject: 'User', referencedBy: ['todo'] }],
    pages: ['/apps/user'],
    load: async () => (await import('./domains/users')).usersDomain,
  },
  {
    name: 'invoices',
    api: [
      { prefix: '/apps/invoice/', subject: 'Invoice' },
      // The collection its own area, before the rest of /api/invoice/: the guard asks `create` for a POST
      // to an area's own prefix (a new invoice, as the UI's Create and Duplicate do), `update` below it.
      { prefix: '/api/invoice/invoices', subject: 'Invoice' },
      { prefix: '/api/invoice/', subject: 'Invoice' },
    ],
    pages: ['/apps/invoice'],
    load: async () => (await import('./domains/invoices')).invoicesDomain,
  },
  { name: 'ecommerce', api: [{ prefix: '/apps/ecommerce/', subject: 'Product' }], pages: ['/apps/ecommerce'], load: async () => (await import('./domains/ecommerce')).ecommerceDomain },
  {
    name: 'content-pages',
    api: [
      // Every signed-in user's own account and profile: the handlers answer 401 without a valid token.
      { prefix: '/account-setting/', subject: null },
      { prefix: '/profile/', subject: null },
      { prefix: '/pricing/', subject: 'Pricing' },
      { prefix: '/faq/', subject: 'Faq' },
      { prefix: '/blog/', subject: 'Blog' },
    ],
    pages: ['/pages'],
    load: async () => (await import('./domains/content-pages')).contentPagesDomain,
    // The FAQ, pricing and knowledge base in French or Arabic: an English page downloads neither.
    translations: loadContentTexts,
  },
  { name: 'cards', api: [{ prefix: '/card/', subject: 'Dashboard' }], pages: ['/', '/cards', '/dashboard'], load: async () => (await import('./domains/cards')).cardsDomain },
  {
    name: 'navbar-search',
    // Every signed-in user (spec §6: everyone may read Auth).
    api: [
      { prefix: '/api/main-search/', subject: 'Auth' },
      { prefix: '/api/bookmarks/', subject: 'Auth' },
      { prefix: '/api/autocomplete/', subject: 'Auth' },
    ],
    load: async () => (await import('./domains/template-demo/navbar-search-domain')).navbarSearchDomain,
  },
  {
    name: 'template-demo',
    api: [
      { prefix: '/api/datatables/', subject: 'DataTable' },
      { prefix: '/apps/email/', subject: 'Email' },
      { prefix: '/apps/chat/', subject: 'Chat' },
    ],
    pages: ['/apps/email', '/apps/chat'],
    load: async () => (await import('./domains/template-demo')).templateDemoDomain,
  },
  {
    name: 'media',
    // One CASL subject per part of the catalogue: an editor manages videos and playlists, reads brands and categories.
    api: [
      { prefix: '/api/media/videos', subject: 'Video' },
      // Roku channels carry playlists: a playlist a channel carries is not deleted, and its row says which carry it.
      { prefix: '/api/media/playlists', subject: 'Playlist', referencedBy: ['distribution'], listsReferences: true },
      // Publishers, Roku channels and campaigns use brands: a brand one of them uses is not deleted.
      { prefix: '/api/media/brands', subject: 'Brand', referencedBy: ['distribution'] },
      { prefix: '/api/media/categories', subject: 'Category' },
    ],
    pages: ['/media'],
    load: async () => (await import('./domains/media')).mediaDomain,
  },
  {
    name: 'distribution',
    // Feeds, campaigns and beacons read the media catalogue. Order matters: "My actions" before "All actions".
    api: [
      { prefix: '/api/distribution/publishers', subject: 'Publisher' },
      { prefix: '/api/distribution/roku-channels', subject: 'RokuChannel' },
      { prefix: '/api/distribution/campaigns', subject: 'SearchCampaign' },
      { prefix: '/api/distribution/beacons', subject: 'BeaconStats' },
      // Every signed-in user's own actions: the handler answers 401 without a valid token.
      { prefix: '/api/distribution/actions/mine', subject: null },
      { prefix: '/api/distribution/actions', subject: 'LogAction' },
    ],
    pages: ['/distribution'],
    needs: ['media'],
    load: async () => (await import('./domains/distribution')).distributionDomain,
  },
  // npm run new-remote adds domains above this line.
];

const within = (path: string, prefix: string) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** The domain that answers an API path and the area it falls in, if the mock answers it at all. */
export function apiAreaFor(path: string): { entry: DomainEntry; area: ApiArea } | undefined {
  for (const entry of domainIndex) {
    const area = entry.api.find(({ prefix }) => path.startsWith(prefix));
    if (area) return { entry, area };
  }
  return undefined;
}

/** A domain by its name. */
export function domainNamed(name: string): DomainEntry | undefined {
  return domainIndex.find((entry) => entry.name === name);
}

/** The domain that answers an API path, if the mock answers it at all. */
export function domainFor(path: string): DomainEntry | undefined {
  return apiAreaFor(path)?.entry;
}

/** The domains a console page calls as soon as it opens. */
export function domainsForPage(path: string): DomainEntry[] {
  return domainIndex.filter((entry) => entry.pages?.some((page) => (page === '/' ? path === '/' : within(path, page))));
}
