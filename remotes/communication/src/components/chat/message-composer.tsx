import { useId, type FormEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { useSendMessage } from '../../hooks/use-chat';
import { useCommunicationT } from '../../i18n/use-communication-t';
import { useChatDraftsStore } from '../../stores/chat-drafts-store';

/**
 * The box's text once a message is refused: the message, then what was typed since. A space joins
 * them, since a one-line input drops a newline.
 */
const withRefused = (refused: string, typedSince: string) => (typedSince.trim() ? `${refused} ${typedSince}` : refused);

/** The message box of a conversation: what was typed stays per contact until it is sent. */
export function MessageComposer({ contactId, name }: { contactId: number; name: string }) {
  const t = useCommunicationT();
  const id = useId();
  const draft = useChatDraftsStore((state) => state.drafts[contactId] ?? '');
  const setDraft = useChatDraftsStore((state) => state.setDraft);
  const send = useSendMessage(contactId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setDraft(contactId, '');
    // Refused: the message leaves the conversation (the kit says why) and comes back to the box,
    // ahead of anything typed since, so neither is lost.
    send.mutate(text, { onError: () => setDraft(contactId, withRefused(text, useChatDraftsStore.getState().drafts[contactId] ?? '')) });
  };
  return (
    <form className="d-flex gap-2 p-3 border-top" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('chat.conversation.input', { name })}
      </label>
      <input id={id} className="form-control" autoComplete="off" placeholder={t('chat.conversation.placeholder')} value={draft} onChange={(event) => setDraft(contactId, event.target.value)} />
      <button type="submit" className="btn btn-primary d-flex align-items-center gap-1" disabled={!draft.trim()}>
        <SendHorizontal size={16} aria-hidden="true" className="flip-rtl" />
        {t('chat.conversation.send')}
      </button>
    </form>
  );
}
