import { create } from 'zustand';

interface ChatDraftsState {
  /** The unsent text typed for each contact (by contact id). */
  drafts: Record<number, string>;
  setDraft(contactId: number, text: string): void;
}

/** What was typed to each contact, kept while switching between chats (and pages) until it is sent. */
export const useChatDraftsStore = create<ChatDraftsState>()((set) => ({
  drafts: {},
  setDraft: (contactId, text) => set((state) => ({ drafts: { ...state.drafts, [contactId]: text } })),
}));
