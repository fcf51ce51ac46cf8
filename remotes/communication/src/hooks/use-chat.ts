import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@console/auth';
import { chatQueryKeys, chatSenderId, type ChatProfileUser, type ChatStatus, type ChatsAndContactsResponse, type GetChatResponse } from '@console/contracts';
import { useOptimisticMutation } from '@console/ui/query';
import { fetchChat, fetchChatsAndContacts, fetchProfileUser, saveProfileStatus, sendChatMessage } from '../api/chat-api';
import { useCommunicationT } from '../i18n/use-communication-t';
import { useErrorText } from '@console/ui';
import { useChatDraftsStore } from '../stores/chat-drafts-store';

const keys = chatQueryKeys;

/** The sidebar's data: conversations (newest first), every contact, the profile user. */
export const useChatsAndContacts = () => useQuery({ queryKey: keys.overview, queryFn: ({ signal }) => fetchChatsAndContacts(signal) });

/** The signed-in user (spec §7 profile-user): the profile panel and the sidebar's avatar show this one. */
export const useProfileUser = () => useQuery({ queryKey: keys.profile, queryFn: ({ signal }) => fetchProfileUser(signal) });

/** The conversation with a contact; opening it clears its unread badge (the mock marks it seen). */
export function useChat(contactId: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: keys.detail(contactId),
    enabled: contactId > 0,
    queryFn: async ({ signal }) => {
      const answer = await fetchChat(contactId, signal);
      client.setQueryData<ChatsAndContactsResponse>(keys.overview, (data) =>
        data && { ...data, chatsContacts: data.chatsContacts.map((entry) => (entry.id === contactId ? { ...entry, chat: { ...entry.chat, unseenMsgs: 0 } } : entry)) },
      );
      return answer;
    },
  });
}

/**
 * Sends a message: it shows at once at the end of the conversation, then every chat query refreshes.
 * Refused, it leaves the conversation (the kit's toast says why) and goes back to the contact's box.
 */
export function useSendMessage(contactId: number) {
  const t = useCommunicationT();
  const refusal = useErrorText();
  return useOptimisticMutation<string, unknown, GetChatResponse>({
    mutationFn: (message) => {
      const sender = useSessionStore.getState().user?.id;
      return sendChatMessage(contactId, message).catch((error: unknown) => {
        // Here, not in a mutate() callback: React Query calls those only while the box is on
        // screen, and the user may have opened another chat meanwhile. Not for whoever signed in
        // since: the drafts were the previous user's.
        if (useSessionStore.getState().user?.id === sender) useChatDraftsStore.getState().restoreRefused(contactId, message);
        // The kit's toast shows the error's text as it is: the mock's English gives way to ours.
        throw new Error(refusal(error, t('chat.sendFailed')));
      });
    },
    queryKey: keys.detail(contactId),
    apply: (data, message) => {
      const sent = { message: message.trim(), time: new Date().toISOString(), senderId: chatSenderId };
      const chat = data.chat ?? { id: 0, userId: contactId, unseenMsgs: 0, chat: [] };
      return { ...data, chat: { ...chat, chat: [...chat.chat, sent] } };
    },
    invalidates: keys.all,
    errorMessage: t('chat.sendFailed'),
  });
}

type ChatData = ChatsAndContactsResponse | ChatProfileUser | GetChatResponse;

/**
 * The profile user's status: shown at once in the profile-user query and in the sidebar's copy
 * (so neither shows the old one while the other refetches), taken back with a toast when refused.
 */
export function useProfileStatus() {
  const t = useCommunicationT();
  const refusal = useErrorText();
  return useOptimisticMutation<ChatStatus, unknown, ChatData>({
    mutationFn: (status) =>
      saveProfileStatus(status).catch((error: unknown) => {
        throw new Error(refusal(error, t('chat.statusFailed')));
      }),
    queryKey: keys.all,
    apply: (data, status) => {
      if ('profileUser' in data) return { ...data, profileUser: { ...data.profileUser, status } };
      // Only the profile user has settings; a conversation's data stays as it is.
      return 'settings' in data ? { ...data, status } : data;
    },
    errorMessage: t('chat.statusFailed'),
  });
}
