import { useState } from 'react';
import { MessagesSquare } from 'lucide-react';
import { EmptyState, PageHeader, urlParam, useUrlState, LoadState } from '@console/ui';
import '../components/communication.css';
import { ChatSidebar } from '../components/chat/chat-sidebar';
import { Conversation } from '../components/chat/conversation';
import { ProfilePanel } from '../components/chat/profile-panel';
import { ReactBootstrapDirection } from '../components/react-bootstrap-direction';
import { useChatsAndContacts, useProfileUser } from '../hooks/use-chat';
import { useCommunicationT } from '../i18n/use-communication-t';

// At module level: the schema is a dependency of the hook. contact 0: no chat open.
const chatParams = { contact: urlParam.int(0), q: urlParam.text() };

/** The chat app: chats and contacts beside the open conversation (one at a time on a phone); the open chat and the search are in the URL. */
export default function ChatPage() {
  const t = useCommunicationT();
  const [values, set] = useUrlState(chatParams);
  const overview = useChatsAndContacts();
  const profile = useProfileUser();
  const [profileOpen, setProfileOpen] = useState(false);
  const open = values.contact > 0;
  return (
    // As on the email page: a react-bootstrap menu or dialog here knows the page's direction (react-bootstrap-direction.tsx).
    <ReactBootstrapDirection>
      <PageHeader title={t('chat.title')} />
      <LoadState query={overview} loading={t('chat.loading')} failed={t('chat.loadFailed')}>
        {(data) => {
          // profile-user is the user's own call; until it answers, the sidebar's copy stands in.
          const me = profile.data ?? data.profileUser;
          return (
            <div className="card flex-row chat-app" data-open={open}>
              <section className="chat-side" aria-label={t('chat.sidebar.label')}>
                <ChatSidebar data={data} profileUser={me} q={values.q} onSearch={(q) => set({ q }, { replace: true })} activeId={values.contact} onOpen={(contact) => set({ contact })} onProfile={() => setProfileOpen(true)} />
              </section>
              <section className="chat-main" aria-label={t('chat.title')}>
                {open ? (
                  <Conversation key={values.contact} contactId={values.contact} onBack={() => set({ contact: 0 })} />
                ) : (
                  <div className="m-auto">
                    <EmptyState icon={MessagesSquare} title={t('chat.conversation.choose')} />
                  </div>
                )}
              </section>
              <ProfilePanel show={profileOpen} user={me} onHide={() => setProfileOpen(false)} />
            </div>
          );
        }}
      </LoadState>
    </ReactBootstrapDirection>
  );
}
