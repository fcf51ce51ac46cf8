import type { MockDomain } from '../../server';
import type { SeedOptions } from '../../seed-options';
import { autocompleteRoutes, seedAutocomplete } from './autocomplete';
import { bookmarksRoutes } from './bookmarks';
import { chatRoutes } from './chat';
import { seedChatContacts, seedChats, seedProfileUser } from './chat-seed';
import { dataTablesRoutes } from './data-tables';
import { emailRoutes } from './email';
import { seedEmails } from './email-seed';
import { seedEmployees } from './employees-seed';
import { mainSearchRoutes } from './main-search';
import { seedSearchContacts, seedSearchFiles, seedSearchPages } from './search-seed';

/**
 * Spec §7 template demo endpoints (in-browser only): data tables, autocomplete, navbar search,
 * bookmarks, email and chat. A fixed demo handful: `scale` does not apply (not a volume domain).
 */
export function templateDemoDomain(_options: SeedOptions = {}): MockDomain {
  // Fresh data per domain, so each server starts from the same seed.
  const pages = seedSearchPages();
  const employees = seedEmployees();
  const autocomplete = seedAutocomplete();
  const search = { pages, files: seedSearchFiles(), contacts: seedSearchContacts() };
  const emails = seedEmails();
  const chat = { contacts: seedChatContacts(), chats: seedChats(), profileUser: seedProfileUser() };
  return {
    name: 'template-demo',
    routes(server) {
      dataTablesRoutes(server, employees);
      autocompleteRoutes(server, autocomplete);
      mainSearchRoutes(server, search);
      bookmarksRoutes(server, pages);
      emailRoutes(server, emails);
      chatRoutes(server, chat);
    },
  };
}
