import { useId } from 'react';
import type { ChatProfileUser, ChatsAndContactsResponse } from '@console/contracts';
import { isolate, SearchInput } from '@console/ui';
import { useCommunicationT } from '../../i18n/use-communication-t';
import { ContactItem } from './contact-item';
import { StatusAvatar } from './status-avatar';

interface ChatSidebarProps {
  data: ChatsAndContactsResponse;
  /** The signed-in user, from profile-user (the avatar that opens the profile). */
  profileUser: ChatProfileUser;
  q: string;
  onSearch(q: string): void;
  activeId: number;
  onOpen(contactId: number): void;
  onProfile(): void;
}

/** The profile button, the contact search, the chats (newest first) and the other contacts. */
export function ChatSidebar({ data, profileUser, q, onSearch, activeId, onOpen, onProfile }: ChatSidebarProps) {
  const t = useCommunicationT();
  const searchId = useId();
  const chatsId = useId();
  const contactsId = useId();
  const needle = q.trim().toLowerCase();
  const matches = (name: string) => name.toLowerCase().includes(needle);
  const chats = data.chatsContacts.filter((entry) => matches(entry.fullName));
  const withChat = new Set(data.chatsContacts.map((entry) => entry.id));
  const contacts = data.contacts.filter((contact) => !withChat.has(contact.id) && matches(contact.fullName));
  return (
    <>
      <div className="d-flex align-items-center gap-2 p-3 border-bottom">
        <button type="button" className="btn btn-link p-0" onClick={onProfile}>
          <StatusAvatar fullName={profileUser.fullName} avatar={profileUser.avatar} status={profileUser.status} />
          <span className="visually-hidden">{t('chat.profile.open')}</span>
        </button>
        <div role="search" aria-label={t('chat.sidebar.search')} className="flex-grow-1">
          <SearchInput id={searchId} label={t('chat.sidebar.search')} value={q} onSearch={onSearch} hideLabel debounceMs={200} />
        </div>
      </div>
      {!chats.length && !contacts.length && needle ? (
        <p className="p-3 text-body-secondary" role="status">
          {t('chat.sidebar.noMatch', { q: isolate(q.trim()) })}
        </p>
      ) : (
        <>
          <h2 className="h6 text-uppercase text-body-secondary px-3 pt-3" id={chatsId}>
            {t('chat.sidebar.chats')}
          </h2>
          {chats.length ? (
            <ul className="list-group list-group-flush list-unstyled" aria-labelledby={chatsId}>
              {chats.map((entry) => (
                <ContactItem key={entry.id} contact={entry} active={entry.id === activeId} onOpen={() => onOpen(entry.id)} />
              ))}
            </ul>
          ) : (
            // While a search is on, no chat may exist with a name that matches: "no chats yet" would be untrue.
            <p className="px-3 small text-body-secondary">{needle ? t('chat.sidebar.noChatMatch', { q: isolate(q.trim()) }) : t('chat.sidebar.noChats')}</p>
          )}
          {contacts.length > 0 && (
            <>
              <h2 className="h6 text-uppercase text-body-secondary px-3 pt-3" id={contactsId}>
                {t('chat.sidebar.contacts')}
              </h2>
              <ul className="list-group list-group-flush list-unstyled" aria-labelledby={contactsId}>
                {contacts.map((contact) => (
                  <ContactItem key={contact.id} contact={contact} active={contact.id === activeId} onOpen={() => onOpen(contact.id)} />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </>
  );
}
