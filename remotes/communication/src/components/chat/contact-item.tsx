import type { ChatContact, ChatContactWithChat } from '@console/contracts';
import { chatSenderId } from '@console/contracts';
import { useFormat } from '@console/ui';
import { useCommunicationT } from '../../i18n/use-communication-t';
import { useTimeText } from '../use-time-text';
import { StatusAvatar } from './status-avatar';

interface ContactItemProps {
  contact: ChatContact | ChatContactWithChat;
  active: boolean;
  onOpen(): void;
}

/** A chat or a contact of the sidebar: picture and status, name, last message (or role), time and unread count. */
export function ContactItem({ contact, active, onOpen }: ContactItemProps) {
  const t = useCommunicationT();
  const { number } = useFormat();
  const time = useTimeText();
  const chat = 'chat' in contact ? contact.chat : null;
  const last = chat?.lastMessage ?? null;
  const mine = last?.senderId === chatSenderId;
  const line = last ? last.message : contact.role;
  return (
    <li>
      <button
        type="button"
        className={`list-group-item list-group-item-action border-0 d-flex align-items-center gap-2 text-start${active ? ' active' : ''}`}
        aria-current={active ? 'true' : undefined}
        onClick={onOpen}
      >
        <StatusAvatar fullName={contact.fullName} avatar={contact.avatar} status={contact.status} />
        <span className="flex-grow-1 min-w-0">
          {/* dir="auto": an English name or message on an Arabic page keeps its start and loses its end. */}
          <span className="d-block fw-semibold text-truncate" dir="auto">
            {contact.fullName}
          </span>
          {/* "You:" apart from the message: cut in its own direction, the message keeps its start. */}
          <span className={`d-flex gap-1 small${active ? '' : ' text-body-secondary'}`}>
            {/* The space is for the text read out (a flex row draws no space between its items). */}
            {mine && <span className="flex-shrink-0">{t('chat.sidebar.you')}</span>}{' '}
            <span className="text-truncate" dir="auto">
              {line}
            </span>
          </span>
        </span>
        <span className="d-flex flex-column align-items-end gap-1 flex-shrink-0">
          {last && (
            <time className="small" dateTime={last.time}>
              {time.short(last.time)}
            </time>
          )}
          {chat && chat.unseenMsgs > 0 && (
            <span className="badge rounded-pill text-bg-danger">
              <span aria-hidden="true">{number(chat.unseenMsgs)}</span>
              <span className="visually-hidden">{t('chat.sidebar.unread', { count: chat.unseenMsgs, shown: number(chat.unseenMsgs) })}</span>
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
