import { useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { SendHorizontal } from 'lucide-react';
import { ChatMessageTextSchema } from '@console/contracts';
import { fieldControlProps, useMessageText } from '@console/ui';
import { useSendMessage } from '../../hooks/use-chat';
import { useCommunicationT } from '../../i18n/use-communication-t';
import { useChatDraftsStore } from '../../stores/chat-drafts-store';

/** The message key that stops `text` being sent (too long), or undefined: send-msg's own rule. */
const refusalOf = (text: string) => v.safeParse(ChatMessageTextSchema, text).issues?.[0].message;

/**
 * The message box of a conversation: what was typed stays per contact until it is sent (a refused
 * message comes back to it). A message too long is not sent: said under the box, the text kept.
 */
export function MessageComposer({ contactId, name }: { contactId: number; name: string }) {
  const t = useCommunicationT();
  const message = useMessageText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const draft = useChatDraftsStore((state) => state.drafts[contactId] ?? '');
  const setDraft = useChatDraftsStore((state) => state.setDraft);
  const send = useSendMessage(contactId);
  // The contact whose message Send refused: its box says why for as long as the text breaks the rule
  // (cut short enough, the message goes; another chat's box says nothing until its own Send).
  const [refusedFor, setRefusedFor] = useState<number | null>(null);
  const refusal = refusedFor === contactId ? message(refusalOf(draft)) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    if (refusalOf(text)) {
      setRefusedFor(contactId);
      input.current?.focus();
      return;
    }
    setRefusedFor(null);
    setDraft(contactId, '');
    send.mutate(text);
    // Sent by the button, which the emptied box disables: the focus stays where the next message is typed.
    input.current?.focus();
  };
  return (
    <form className="d-flex align-items-start gap-2 p-3 border-top" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('chat.conversation.input', { name })}
      </label>
      <div className="flex-grow-1">
        <input
          ref={input}
          {...fieldControlProps(id, refusal)}
          className={`form-control${refusal ? ' is-invalid' : ''}`}
          autoComplete="off"
          placeholder={t('chat.conversation.placeholder')}
          value={draft}
          onChange={(event) => setDraft(contactId, event.target.value)}
        />
        {refusal && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {refusal}
          </div>
        )}
      </div>
      <button type="submit" className="btn btn-primary d-flex align-items-center gap-1" disabled={!draft.trim()}>
        <SendHorizontal size={16} aria-hidden="true" className="rtl-flip" />
        {t('chat.conversation.send')}
      </button>
    </form>
  );
}
