import type { BookmarksResponse, ChatsAndContactsResponse, DemoEmail, EmailsResponse } from '@console/contracts';
import { reloadKit, type AdminApi } from './reload-kit';

// Every email, chat and bookmark change a user makes is still there after a reload.
const { readAfterReload } = reloadKit();

const folderOf = async (api: AdminApi, query: string) => (await api.read<EmailsResponse>(`/apps/email/emails${query}`)).emails.map((email) => email.id);

it('keeps the emails moved, relabelled and sent', async () => {
  const { restarted, seed } = await readAfterReload(
    async (api) => {
      await api.send('POST', '/apps/email/update-emails', { emailIds: [2], dataToUpdate: { folder: 'trash' } });
      await api.send('POST', '/apps/email/update-emails-label', { emailIds: [5], label: 'private' });
      await api.send('POST', '/apps/email/send-email', { to: 'grace@studio.example', cc: '', subject: 'Kept after reload', message: 'Hello' });
    },
    async (api) => ({
      trash: await folderOf(api, '?folder=trash'),
      private: await folderOf(api, '?label=private'),
      sent: (await api.read<EmailsResponse>('/apps/email/emails?folder=sent')).emails.map((email: DemoEmail) => email.subject),
    }),
  );
  expect(seed.trash).not.toContain(2);
  expect(restarted.trash).toContain(2);
  expect(seed.private).not.toContain(5);
  expect(restarted.private).toContain(5);
  expect(restarted.sent).toEqual(['Kept after reload', ...seed.sent]);
});

it('keeps a draft saved again and a draft sent', async () => {
  const mail = { cc: '', bcc: '', message: 'Hello' };
  const subjectsIn = async (api: AdminApi, folder: string) => (await api.read<EmailsResponse>(`/apps/email/emails?folder=${folder}`)).emails.map((email) => email.subject);
  const { restarted } = await readAfterReload(
    async (api) => {
      await api.send('POST', '/apps/email/save-draft', { ...mail, id: 13, to: '', subject: 'Slate, kept after reload' });
      await api.send('POST', '/apps/email/send-email', { ...mail, draftId: 14, to: 'lucia.romero@studio.example', subject: 'Vendors, sent before reload' });
    },
    async (api) => ({ draft: await subjectsIn(api, 'draft'), sent: await subjectsIn(api, 'sent') }),
  );
  expect(restarted.draft).toEqual(['Slate, kept after reload']);
  expect(restarted.sent[0]).toBe('Vendors, sent before reload');
});

it('keeps the chat messages sent, a conversation read and the status set', async () => {
  const chatsOf = (api: AdminApi) => api.read<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts');
  const picked = { unread: 0, writtenTo: 0 };
  const { restarted, seed } = await readAfterReload(
    async (api) => {
      const { chatsContacts } = await chatsOf(api);
      const unread = chatsContacts.find((contact) => contact.chat.unseenMsgs > 0);
      const other = chatsContacts.find((contact) => contact !== unread);
      if (!unread || !other) throw new Error('The seed has no unread conversation, or only one.');
      Object.assign(picked, { unread: unread.id, writtenTo: other.id });
      // Opening a conversation (a GET) marks it read: that is a change too.
      await api.read(`/apps/chat/get-chat?id=${unread.id}`);
      await api.send('POST', '/apps/chat/send-msg', { obj: { contact: other.id, message: 'Kept after reload' } });
      await api.send('POST', '/apps/chat/users/profile-user', { status: 'busy' });
    },
    async (api) => {
      const { chatsContacts, profileUser } = await chatsOf(api);
      const contact = (id: number) => chatsContacts.find((each) => each.id === id)?.chat;
      return { unseen: contact(picked.unread)?.unseenMsgs, last: contact(picked.writtenTo)?.lastMessage?.message, status: profileUser.status };
    },
  );
  expect(seed.unseen).toBeGreaterThan(0);
  expect(restarted).toEqual({ unseen: 0, last: 'Kept after reload', status: 'busy' });
  expect(seed.status).not.toBe('busy');
});

it('keeps the bookmarks toggled', async () => {
  const bookmarked = async (api: AdminApi) => (await api.read<BookmarksResponse>('/api/bookmarks/data')).bookmarks.map((page) => page.id);
  const { restarted, seed } = await readAfterReload(
    (api) => api.send('POST', '/api/bookmarks/update', { id: 2 }),
    bookmarked,
  );
  expect(restarted.includes(2)).toBe(!seed.includes(2));
});
