import { apiRequest } from '@console/auth';
import type { ChatProfileUser, ChatStatus, ChatsAndContactsResponse, GetChatResponse, SendMessageResponse } from '@console/contracts';

// Spec §7 chat calls, and the profile status extension (docs/api/communication.md).

export const fetchChatsAndContacts = (signal?: AbortSignal) => apiRequest<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts', { signal });

/** The conversation with a contact (chat null: none yet); the mock marks it seen. */
export const fetchChat = (contactId: number, signal?: AbortSignal) => apiRequest<GetChatResponse>('/apps/chat/get-chat', { query: { id: contactId }, signal });

/** Sends as the profile user (sender id 11, spec §9). */
export const sendChatMessage = (contactId: number, message: string) =>
  apiRequest<SendMessageResponse>('/apps/chat/send-msg', { method: 'POST', body: { obj: { contact: contactId, message } } });

/** The signed-in user (id 11) on their own, for the profile panel and the sidebar's avatar. */
export const fetchProfileUser = (signal?: AbortSignal) => apiRequest<ChatProfileUser>('/apps/chat/users/profile-user', { signal });

export const saveProfileStatus = (status: ChatStatus) => apiRequest<ChatProfileUser>('/apps/chat/users/profile-user', { method: 'POST', body: { status } });
