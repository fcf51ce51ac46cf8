import type { Server } from 'miragejs';
import * as v from 'valibot';
import { commonMessagesEn } from '@console/contracts/src/schema-kit';
import {
  ChatMessageTextSchema,
  chatSenderId,
  chatStatuses,
  type Chat,
  type ChatContact,
  type ChatContactWithChat,
  type ChatMessage,
  type ChatProfileUser,
  type ChatsAndContactsResponse,
  type GetChatResponse,
  type SendMessageResponse,
} from '@console/contracts/src/template-demo';
import { apiError, isRecord, json, queryParam, readJson } from '../../http';
import { readId } from './read-id';

/** The chat app's data: contacts, conversations and the signed-in user. */
export interface ChatState {
  contacts: ChatContact[];
  chats: Chat[];
  profileUser: ChatProfileUser;
}

const lastTime = (entry: ChatContactWithChat) => entry.chat.lastMessage?.time ?? '';

/** Spec §7 chat calls; every message sent is from the profile user, id 11 (§9). */
export function chatRoutes(server: Server, state: ChatState): void {
  const { contacts, chats, profileUser } = state;
  const findContact = (id: number | undefined) => contacts.find((contact) => contact.id === id);

  server.get('/apps/chat/chats-and-contacts', () => {
    const chatsContacts = chats
      .flatMap((chat): ChatContactWithChat[] => {
        const contact = findContact(chat.userId);
        const lastMessage = chat.chat.at(-1) ?? null;
        return contact ? [{ ...contact, chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage } }] : [];
      })
      .sort((a, b) => lastTime(b).localeCompare(lastTime(a)));
    return json(200, { chatsContacts, contacts, profileUser } satisfies ChatsAndContactsResponse);
  });

  server.get('/apps/chat/users/profile-user', () => json(200, profileUser));

  // Extension (docs/api/communication.md): the profile user's own status; the answer is the profile user.
  server.post('/apps/chat/users/profile-user', (_schema, request) => {
    const body = readJson(request);
    const status = chatStatuses.find((each) => isRecord(body) && each === body.status);
    if (!status) return apiError(400, 'The status is not valid.', { status: `Status must be one of: ${chatStatuses.join(', ')}.` });
    profileUser.status = status;
    return json(200, profileUser);
  });

  server.get('/apps/chat/get-chat', (_schema, request) => {
    const id = readId(queryParam(request, 'id'));
    if (id === undefined) return apiError(400, 'A contact id is required.', { id: 'A whole positive contact id is required.' });
    const contact = findContact(id);
    if (!contact) return apiError(404, `Contact ${id} was not found.`);
    const chat = chats.find((candidate) => candidate.userId === id) ?? null;
    // Opening a conversation marks it seen, as in the template: nothing else clears the badge.
    if (chat) chat.unseenMsgs = 0;
    return json(200, { chat, contact } satisfies GetChatResponse);
  });

  server.post('/apps/chat/send-msg', (_schema, request) => {
    const body = readJson(request);
    const obj = isRecord(body) && isRecord(body.obj) ? body.obj : undefined;
    const contactId = readId(isRecord(obj?.contact) ? obj.contact.id : obj?.contact);
    const message = typeof obj?.message === 'string' ? obj.message.trim() : '';
    const errors: Record<string, string> = {};
    // The message box's own rule (at most a paragraph), in English. Only the common texts, not
    // every domain's (messages.ts): this chunk loads with the template demo alone.
    const refused = v.safeParse(ChatMessageTextSchema, message).issues?.[0].message;
    if (refused) errors.message = Object.hasOwn(commonMessagesEn, refused) ? commonMessagesEn[refused as keyof typeof commonMessagesEn] : refused;
    if (contactId === undefined) errors.contact = 'A contact id or contact is required.';
    if (!message) errors.message = 'A message is required.';
    if (contactId === undefined || Object.keys(errors).length) return apiError(400, 'The message is not valid.', errors);
    if (!findContact(contactId)) return apiError(404, `Contact ${contactId} was not found.`);
    const newMessageData: ChatMessage = { message, time: new Date().toISOString(), senderId: chatSenderId };
    let chat = chats.find((candidate) => candidate.userId === contactId);
    if (chat) chat.chat.push(newMessageData);
    else {
      chat = { id: Math.max(0, ...chats.map((each) => each.id)) + 1, userId: contactId, unseenMsgs: 0, chat: [newMessageData] };
      chats.push(chat);
    }
    return json(201, { newMessageData, id: contactId, chat } satisfies SendMessageResponse);
  });
}
