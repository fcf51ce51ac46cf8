import type { MockDomain } from '../../mock-domain';
import type { SeedOptions } from '../../seed-options';
import { autocompleteRoutes, seedAutocomplete } from './autocomplete';
import { bookmarksRoutes } from './bookmarks';
import { mainSearchRoutes } from './main-search';
import { seedSearchContacts, seedSearchFiles, seedSearchPages } from './search-seed';

/**
 * Spec §7 template demo endpoints behind the navbar: main search, bookmarks (one list of pages,
 * so a toggle shows in both) and autocomplete. Every signed-in page asks for bookmarks, so this
 * is kept apart from the heavier demo apps (email, chat, data tables).
 */
export function navbarSearchDomain(_options: SeedOptions = {}): MockDomain {
  const pages = seedSearchPages();
  const autocomplete = seedAutocomplete();
  const search = { pages, files: seedSearchFiles(), contacts: seedSearchContacts() };
  return {
    name: 'navbar-search',
    // Bookmarks are the pages' isBookmarked flags. Version 2: Account Settings links to its first
    // tab, the page the console has (version 1's address was no page, so search left it out).
    persist: { version: 2, state: { pages }, migrate: (saved) => ({ ...saved, pages: accountSettingsAtItsTab(saved.pages) }) },
    routes(server) {
      autocompleteRoutes(server, autocomplete);
      mainSearchRoutes(server, search);
      bookmarksRoutes(server, pages);
    },
  };
}

const movedLinks: Readonly<Record<string, string>> = { '/pages/account-settings': '/pages/account-settings/general' };

/** Saved pages with the links version 2 moved; anything unreadable reseeds (a throw). */
function accountSettingsAtItsTab(pages: unknown): unknown[] {
  if (!Array.isArray(pages)) throw new Error('saved pages are not a list');
  return pages.map((page: unknown) => {
    const link = (page as { link?: unknown } | null)?.link;
    return typeof link === 'string' && link in movedLinks ? { ...(page as object), link: movedLinks[link] } : page;
  });
}
