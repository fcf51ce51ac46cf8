import { useId, useRef, type FormEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { useSendMessage } from '../../hooks/use-chat';
import { useCommunicationT } from '../../i18n/use-communication-t';
import { useChatDraftsStore } from '../../stores/chat-drafts-store';

/** The message box of a conversation: what was typed stays per contact until it is sent (a refused message comes back to it). */
export function MessageComposer({ contactId, name }: { contactId: number; name: string }) {
  const t = useCommunicationT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const draft = useChatDraftsStore((state) => state.drafts[contactId] ?? '');
  const setDraft = useChatDraftsStore((state) => state.setDraft);
  const send = useSendMessage(contactId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setDraft(contactId, '');
    send.mutate(text);
    // Sent by the button, which the emptied box disables: the focus stays where the next message is typed.
    input.current?.focus();
  };
  return (
    <form className="d-flex gap-2 p-3 border-top" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('chat.conversation.input', { name })}
      </label>
      <input ref={input} id={id} className="form-control" autoComplete="off" placeholder={t('chat.conversation.placeholder')} value={draft} onChange={(event) => setDraft(contactId, event.target.value)} />
      <button type="submit" className="btn btn-primary d-flex align-items-center gap-1" disabled={!draft.trim()}>
        <SendHorizontal size={16} aria-hidden="true" className="rtl-flip" />
        {t('chat.conversation.send')}
      </button>
    </form>
  );
}
