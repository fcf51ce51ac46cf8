import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Keyboard, Menu } from 'lucide-react';
import type { DemoEmail } from '@console/contracts';
import { useLocation } from '@console/router';
import { PageHeader, SearchInput } from '@console/ui';
import '../components/communication.css';
import { ComposePanel, type Addressee } from '../components/email/compose-panel';
import { EmailList, type ListFocus } from '../components/email/email-list';
import { EmailReader } from '../components/email/email-reader';
import { EmailSidebar } from '../components/email/email-sidebar';
import { ShortcutsDialog } from '../components/email/shortcuts-dialog';
import { ReactBootstrapDirection } from '../components/react-bootstrap-direction';
import { useEmailRights } from '../hooks/use-email-rights';
import { useEmailView } from '../hooks/use-email-view';
import { useEmailShortcuts } from '../hooks/use-email-shortcuts';
import { useEmailCounters, useEmails } from '../hooks/use-emails';
import { useOpenEmail } from '../hooks/use-open-email';
import { useCommunicationT } from '../i18n/use-communication-t';

/** The email app: folders and labels, the list or the open mail, compose, and keyboard shortcuts; its state is in the URL. */
export default function EmailPage() {
  const t = useCommunicationT();
  const view = useEmailView();
  const list = useEmails(view.query);
  const counts = useEmailCounters(list.data?.emailsMeta);
  // Starred, a label or a search: previous/next walk the list shown (paginate-email knows only folders).
  const byList = view.query.folder === 'starred' || view.query.label !== undefined || view.query.q !== undefined;
  const opened = useOpenEmail(view.mail, byList ? (list.isPlaceholderData ? undefined : list.data?.emails) : null);
  const [composing, setComposing] = useState(false);
  // A link to an address (?compose=) opens the panel only for whoever may send or save a draft: a
  // reader would get a panel that cannot send. For them it is taken out of the URL (replaced).
  const mayCompose = useEmailRights().compose;
  const linkedTo = mayCompose ? view.compose : '';
  const { composeDone } = view;
  useEffect(() => {
    if (!mayCompose && view.compose) composeDone();
  }, [mayCompose, view.compose, composeDone]);
  // Whom a link (?compose=) asks to write to: taken on each visit to a URL that carries one (the
  // router's key tells two picks of the same contact apart) and kept until the panel closes: Back
  // dropping it from the URL must not close a typed message. Each is a new object: the panel fills
  // from it as it opens, and adds one coming while it is open to the message's To.
  const { key: visit } = useLocation();
  const [addressed, setAddressed] = useState<Addressee | null>(() => (linkedTo ? { to: linkedTo, subject: view.subject } : null));
  const [seen, setSeen] = useState({ visit, linkedTo });
  if (visit !== seen.visit || linkedTo !== seen.linkedTo) {
    setSeen({ visit, linkedTo });
    if (linkedTo) setAddressed({ to: linkedTo, subject: view.subject });
  }
  // The draft open in the compose panel, as it was when opened (a list refreshing behind the panel leaves it be).
  const [editing, setEditing] = useState<DemoEmail | null>(null);
  const [helping, setHelping] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuTitleId = useId();
  // Compose chosen in the phone's mailboxes panel: that panel slides out while the new message's
  // comes in, and must not give the focus back to the Mailboxes button meanwhile: the message
  // panel would pull it back onto itself, out of To, which would then be checked as left empty.
  // Its opener (that Compose button) is gone once it closes: the focus goes back to Mailboxes then.
  const [composeFromMenu, setComposeFromMenu] = useState(false);
  const mailboxesButton = useRef<HTMLButtonElement>(null);
  const compose = () => {
    setComposeFromMenu(menuOpen);
    setMenuOpen(false);
    setComposing(true);
  };
  // Where the list puts the focus back (0: nowhere): the mail just read, so reading on by keyboard
  // keeps its place; after a mail moved out of the list (deleted, moved, sent), the one below it,
  // else the one above (its own row goes once the list refreshes), else the list's heading.
  const lastRead = useRef<ListFocus>(0);
  const takeFocus = useCallback(() => {
    const target = lastRead.current;
    lastRead.current = 0;
    return target;
  }, []);
  const listRef = useRef<HTMLUListElement>(null);
  const searchId = useId();
  const reading = view.mail > 0;
  const title = view.label ? t('email.list.labelView', { label: t(`email.labels.${view.label}`) }) : t(`email.folders.${view.folder || 'inbox'}`);

  const back = () => {
    lastRead.current = view.mail;
    view.close();
  };
  const leaveMoved = () => {
    lastRead.current = opened.next.id ?? opened.previous.id ?? 'heading';
    view.close();
  };
  useEmailShortcuts({ view, opened, listRef, searchId, back, compose, help: () => setHelping(true) });

  return (
    // The "Move to" and "Label" menus open from the page's start edge in Arabic too (react-bootstrap-direction.tsx).
    <ReactBootstrapDirection>
      <PageHeader
        title={t('email.title')}
        actions={
          <>
            <div role="search" aria-label={t('email.list.search')}>
              <SearchInput id={searchId} label={t('email.list.search')} value={view.q} onSearch={view.search} hideLabel debounceMs={300} />
            </div>
            <button type="button" className="btn btn-outline-secondary" onClick={() => setHelping(true)} aria-keyshortcuts="?">
              <Keyboard size={16} aria-hidden="true" className="me-1" />
              {t('email.toolbar.shortcuts')}
            </button>
          </>
        }
      />
      <div className="row g-3 email-app" data-open={reading}>
        <div className="col-12 col-md-4 col-xl-3 email-side">
          <button
            ref={mailboxesButton}
            type="button"
            className="btn btn-outline-secondary d-md-none mb-2"
            onClick={() => {
              setComposeFromMenu(false);
              setMenuOpen(true);
            }}
          >
            <Menu size={16} aria-hidden="true" className="me-1" />
            {t('email.sidebar.label')}
          </button>
          {/* A side panel on a phone, the column beside the list from 768 px. */}
          <Offcanvas responsive="md" show={menuOpen} onHide={() => setMenuOpen(false)} restoreFocus={!composeFromMenu} placement="start" aria-labelledby={menuTitleId}>
            <Offcanvas.Header closeButton closeLabel={t('email.sidebar.close')}>
              <Offcanvas.Title as="h2" className="h5" id={menuTitleId}>
                {t('email.sidebar.label')}
              </Offcanvas.Title>
            </Offcanvas.Header>
            <Offcanvas.Body className="d-block">
              <EmailSidebar
                view={view}
                counts={counts}
                onCompose={compose}
                onChosen={() => setMenuOpen(false)}
              />
            </Offcanvas.Body>
          </Offcanvas>
        </div>
        <div className="col-12 col-md-8 col-xl-9">
          {reading ? (
            <EmailReader opened={opened} onBack={back} onMoved={leaveMoved} onGo={view.replaceOpen} onEditDraft={setEditing} />
          ) : (
            <EmailList key={`${view.folder}|${view.label}`} view={view} title={title} list={list} listRef={listRef} takeFocus={takeFocus} onEditDraft={setEditing} />
          )}
        </div>
      </div>
      {/* Open from the Compose button, from a link to an address (?compose=, kept while it is open), or on a draft; a link while it is open adds to To. */}
      <ComposePanel
        show={composing || addressed !== null || editing !== null}
        addressee={addressed}
        draft={editing}
        fallbackFocus={composeFromMenu ? mailboxesButton : undefined}
        onHide={() => {
          setComposing(false);
          setEditing(null);
          setAddressed(null);
          if (view.compose) view.composeDone();
        }}
        onDraftGone={(draft) => {
          // Sent or deleted while open in the reader: back to the list it came from.
          if (view.mail === draft.id) leaveMoved();
        }}
      />
      <ShortcutsDialog show={helping} onHide={() => setHelping(false)} />
    </ReactBootstrapDirection>
  );
}
