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
    // Bookmarks are the pages' isBookmarked flags.
    persist: { version: 1, state: { pages } },
    routes(server) {
      autocompleteRoutes(server, autocomplete);
      mainSearchRoutes(server, search);
      bookmarksRoutes(server, pages);
    },
  };
}
