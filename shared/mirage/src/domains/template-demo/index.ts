import type { MockDomain } from '../../mock-domain';
import type { SeedOptions } from '../../seed-options';
import { chatRoutes } from './chat';
import { seedChatContacts, seedChats, seedProfileUser } from './chat-seed';
import { dataTablesRoutes } from './data-tables';
import { emailRoutes } from './email';
import { seedEmails } from './email-seed';
import { seedEmployees } from './employees-seed';

export { navbarSearchDomain } from './navbar-search-domain';

/**
 * Spec §7 template demo endpoints (in-browser only): data tables, email and chat (the navbar's
 * search, bookmarks and autocomplete are `navbarSearchDomain`). A fixed demo handful: `scale`
 * does not apply (not a volume domain).
 */
export function templateDemoDomain(_options: SeedOptions = {}): MockDomain {
  // Fresh data per domain, so each server starts from the same seed.
  const employees = seedEmployees();
  const emails = seedEmails();
  const chat = { contacts: seedChatContacts(), chats: seedChats(), profileUser: seedProfileUser() };
  // What mail and chat change (the data tables are read-only); the email index joins when the routes are added.
  const state: Record<string, object> = { emails, chatContacts: chat.contacts, chats: chat.chats, chatProfile: chat.profileUser };
  return {
    name: 'template-demo',
    // Opening a chat clears its unread count.
    persist: { version: 1, state, changingReads: ['/apps/chat/get-chat'] },
    routes(server) {
      dataTablesRoutes(server, employees);
      state.emailsById = emailRoutes(server, emails);
      chatRoutes(server, chat);
    },
  };
}
