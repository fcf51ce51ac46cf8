import { useEffect, useId, useRef } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Can, isNotFound } from '@console/auth';
import { chatSenderId, type ChatMessage } from '@console/contracts';
import { EmptyState, LoadState } from '@console/ui';
import { useChat } from '../../hooks/use-chat';
import { useCommunicationT } from '../../i18n/use-communication-t';
import { useTimeText } from '../use-time-text';
import { MessageComposer } from './message-composer';
import { StatusAvatar } from './status-avatar';

/** The messages, oldest first, one list per day under its name; the newest is scrolled into view as the chat opens and as messages arrive. */
function MessageLog({ messages, name }: { messages: readonly ChatMessage[]; name: string }) {
  const t = useCommunicationT();
  const time = useTimeText();
  const idPrefix = useId();
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length]);
  // A bubble shows only its time of day: the heading above says which day (the reader's own).
  const days: { day: string; name: string; messages: { message: ChatMessage; index: number }[] }[] = [];
  messages.forEach((message, index) => {
    const { day, name: dayName } = time.day(message.time);
    const last = days.at(-1);
    if (last?.day === day) last.messages.push({ message, index });
    else days.push({ day, name: dayName, messages: [{ message, index }] });
  });
  return (
    // Focusable, so the conversation scrolls by keyboard; a log, so new messages are announced.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={log} className="chat-log p-3" role="log" aria-label={t('chat.conversation.log', { name })} tabIndex={0}>
      {messages.length === 0 && <p className="text-center text-body-secondary my-5">{t('chat.conversation.empty', { name })}</p>}
      {days.map((group) => (
        <div key={group.day}>
          <h3 id={`${idPrefix}-${group.day}`} className="chat-day small fw-normal text-body-secondary text-center my-2">
            <time dateTime={group.day}>{group.name}</time>
          </h3>
          <ol className="list-unstyled mb-0 d-flex flex-column align-items-start gap-2" aria-labelledby={`${idPrefix}-${group.day}`}>
            {group.messages.map(({ message, index }) => {
              const own = message.senderId === chatSenderId;
              return (
                <li key={`${message.time}-${index}`} className={`chat-bubble card px-3 py-2 ${own ? 'chat-own text-bg-primary' : ''}`}>
                  <span className="visually-hidden">{own ? t('chat.conversation.you') : name}: </span>
                  {/* A message keeps its own direction (an English one on an Arabic page, and back). */}
                  <bdi>{message.message}</bdi>
                  <time className={`d-block small text-end ${own ? '' : 'text-body-secondary'}`} dateTime={message.time}>
                    {time.clock(message.time)}
                  </time>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </div>
  );
}

/** The open conversation: who it is with, the messages, the message box. */
export function Conversation({ contactId, onBack }: { contactId: number; onBack(): void }) {
  const t = useCommunicationT();
  const chat = useChat(contactId);
  if (isNotFound(chat.error)) {
    return (
      <div className="m-auto">
        <EmptyState title={t('chat.conversation.notFound')} action={<button type="button" className="btn btn-outline-primary" onClick={onBack}>{t('chat.conversation.back')}</button>} />
      </div>
    );
  }
  return (
    <LoadState query={chat} loading={t('chat.conversation.loading')} failed={t('chat.conversation.loadFailed')}>
      {({ contact, chat: conversation }) => (
        <>
          <div className="d-flex align-items-center gap-2 p-3 border-bottom">
            <button type="button" className="btn btn-sm btn-outline-secondary d-md-none" onClick={onBack} aria-label={t('chat.conversation.back')}>
              <ArrowLeft size={16} aria-hidden="true" className="rtl-flip" />
            </button>
            <StatusAvatar fullName={contact.fullName} avatar={contact.avatar} status={contact.status} />
            <div className="min-w-0">
              <h2 className="h6 mb-0 text-truncate">{contact.fullName}</h2>
              <p className="small text-body-secondary mb-0 text-truncate">
                {t(`chat.statuses.${contact.status}`)} · {contact.role}
              </p>
            </div>
          </div>
          <MessageLog messages={conversation?.chat ?? []} name={contact.fullName} />
          {/* send-msg creates a Chat message: a reader reads the conversation, with no box whose message would be refused. */}
          <Can I="create" a="Chat">
            <MessageComposer contactId={contact.id} name={contact.fullName} />
          </Can>
        </>
      )}
    </LoadState>
  );
}
