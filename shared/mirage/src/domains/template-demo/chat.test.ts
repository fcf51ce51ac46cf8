import { chatSenderId, chatStatuses, type ChatsAndContactsResponse, type GetChatResponse, type SendMessageResponse } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { templateDemoDomain } from '.';
import { seedChatContacts, seedChats, seedProfileUser } from './chat-seed';

const { call } = mockApi(() => [templateDemoDomain()]);
const overview = async () => (await call('GET', '/apps/chat/chats-and-contacts')).body as ChatsAndContactsResponse;
const getChat = async (id: number) => (await call('GET', `/apps/chat/get-chat?id=${id}`)).body as GetChatResponse;
const send = (obj: unknown) => call('POST', '/apps/chat/send-msg', { obj });

describe('chat reads', () => {
  it('GET /apps/chat/chats-and-contacts: conversations newest first, every contact, the profile user', async () => {
    const { status, body } = await call('GET', '/apps/chat/chats-and-contacts');
    expect(status).toBe(200);
    const { chatsContacts, contacts, profileUser } = body as ChatsAndContactsResponse;
    expect(contacts).toEqual(seedChatContacts());
    expect(new Set(contacts.map((contact) => contact.status))).toEqual(new Set(chatStatuses));
    expect(profileUser).toEqual(seedProfileUser());
    expect(chatsContacts.map((entry) => entry.id)).toEqual([1, 3, 2, 5, 8]);
    const [first] = seedChats();
    expect(chatsContacts[0]).toEqual({ ...seedChatContacts()[0], chat: { id: 1, unseenMsgs: 2, lastMessage: first?.chat.at(-1) } });
  });

  it('GET /apps/chat/users/profile-user answers the sender, id 11', async () => {
    const { status, body } = await call('GET', '/apps/chat/users/profile-user');
    expect(status).toBe(200);
    expect(body).toEqual(seedProfileUser());
    expect(body).toMatchObject({ id: 11 });
  });

  it('GET /apps/chat/get-chat answers { chat, contact } and marks the chat seen', async () => {
    const { status, body } = await call('GET', '/apps/chat/get-chat?id=1');
    expect(status).toBe(200);
    expect(body).toEqual({ chat: { ...seedChats()[0], unseenMsgs: 0 }, contact: seedChatContacts()[0] });
    expect((await overview()).chatsContacts[0]?.chat.unseenMsgs).toBe(0);
    expect(await getChat(4)).toEqual({ chat: null, contact: seedChatContacts()[3] }); // no conversation yet
  });

  it('get-chat answers 404 for an unknown contact and 400 without an id', async () => {
    expect(await call('GET', '/apps/chat/get-chat?id=99')).toEqual({ status: 404, body: { message: 'Contact 99 was not found.' } });
    expect((await call('GET', `/apps/chat/get-chat?id=${chatSenderId}`)).status).toBe(404); // not a contact of itself
    expect(await call('GET', '/apps/chat/get-chat')).toEqual({
      status: 400,
      body: { message: 'A contact id is required.', errors: { id: 'A whole positive contact id is required.' } },
    });
  });
});

describe('POST /apps/chat/send-msg', () => {
  it('appends the message from sender 11 to the contact\'s chat', async () => {
    const before = Date.now();
    const { status, body } = await send({ contact: 3, message: '  Trimmed the last scene.  ' });
    expect(status).toBe(201);
    const answer = body as SendMessageResponse;
    expect(answer.newMessageData).toEqual({ message: 'Trimmed the last scene.', senderId: 11, time: expect.any(String) });
    expect(Date.parse(answer.newMessageData.time)).toBeGreaterThanOrEqual(before - 1000);
    expect(answer.id).toBe(3);
    const seeded = seedChats()[2];
    expect(answer.chat).toEqual({ ...seeded, chat: [...(seeded?.chat ?? []), answer.newMessageData] });
    expect((await getChat(3)).chat?.chat.at(-1)).toEqual(answer.newMessageData);
    expect((await overview()).chatsContacts.map((entry) => entry.id)).toEqual([3, 1, 2, 5, 8]);
  });

  it('creates the chat when the contact (given as an object) has none', async () => {
    const { status, body } = await send({ contact: { ...seedChatContacts()[3] }, message: 'Are the upfront slides ready?' });
    expect(status).toBe(201);
    const answer = body as SendMessageResponse;
    expect(answer.id).toBe(4);
    expect(answer.chat).toEqual({ id: 6, userId: 4, unseenMsgs: 0, chat: [answer.newMessageData] });
    expect(answer.newMessageData.senderId).toBe(chatSenderId);
    expect((await getChat(4)).chat).toEqual(answer.chat);
    expect((await overview()).chatsContacts.map((entry) => entry.id)).toEqual([4, 1, 3, 2, 5, 8]);
  });

  it('answers 400 for an empty message or no contact, 404 for an unknown contact, storing nothing', async () => {
    expect(await send({ contact: 1, message: '   ' })).toEqual({
      status: 400,
      body: { message: 'The message is not valid.', errors: { message: 'A message is required.' } },
    });
    expect((await send({ message: 'Hello' })).body).toMatchObject({ errors: { contact: 'A contact id or contact is required.' } });
    expect((await send({ contact: { name: 'x' }, message: 'Hello' })).status).toBe(400);
    expect((await call('POST', '/apps/chat/send-msg', 'not json')).status).toBe(400);
    expect(await send({ contact: 99, message: 'Hello' })).toEqual({ status: 404, body: { message: 'Contact 99 was not found.' } });
    const { chatsContacts } = await overview();
    expect(chatsContacts.map((entry) => entry.chat.lastMessage)).toEqual(
      [0, 2, 1, 3, 4].map((index) => seedChats()[index]?.chat.at(-1)),
    );
    expect(chatsContacts).toHaveLength(5);
  });
});
