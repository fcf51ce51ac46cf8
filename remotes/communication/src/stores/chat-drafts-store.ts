import i18next from 'i18next';
import { create } from 'zustand';
import { useSessionStore } from '@console/auth';
import { onUnsentWork, warnBeforeUnload } from '@console/ui';

interface ChatDraftsState {
  /** The unsent text typed for each contact (by contact id). */
  drafts: Record<number, string>;
  setDraft(contactId: number, text: string): void;
  /**
   * A refused message back in its contact's box, ahead of anything typed there since (a space
   * joins them: a one-line input drops a newline), so neither is lost; left as it is when what was
   * typed since already holds it (typed or pasted again).
   */
  restoreRefused(contactId: number, message: string): void;
}

const withRefused = (refused: string, typedSince: string) => {
  if (!typedSince.trim()) return refused;
  return typedSince.includes(refused) ? typedSince : `${refused} ${typedSince}`;
};

/** What was typed to each contact, kept while switching between chats (and pages) until it is sent. */
export const useChatDraftsStore = create<ChatDraftsState>()((set) => ({
  drafts: {},
  setDraft: (contactId, text) => set((state) => ({ drafts: { ...state.drafts, [contactId]: text } })),
  restoreRefused: (contactId, message) => set((state) => ({ drafts: { ...state.drafts, [contactId]: withRefused(message, state.drafts[contactId] ?? '') } })),
}));

// The drafts are the signed-in user's: signing out, or another account signing in in this tab,
// forgets them (the shell clears only the query cache). The same user renewed or renamed keeps them.
useSessionStore.subscribe((session, before) => {
  if (session.user?.id !== before.user?.id) useChatDraftsStore.setState({ drafts: {} });
});

const anyUnsent = (drafts: Record<number, string>) => Object.values(drafts).some((text) => text.trim() !== '');

// Unsent text survives moves between pages (it lives here), not a reload, a closed tab or Log out:
// while any is typed, the browser asks first, and so does Log out (in the user's language).
onUnsentWork(() => (anyUnsent(useChatDraftsStore.getState().drafts) ? i18next.t('chat.unsentOnLogOut', { ns: 'communication' }) : null));
let warning = false;
useChatDraftsStore.subscribe(({ drafts }) => {
  const unsent = anyUnsent(drafts);
  if (unsent === warning) return;
  warning = unsent;
  if (unsent) window.addEventListener('beforeunload', warnBeforeUnload);
  else window.removeEventListener('beforeunload', warnBeforeUnload);
});
