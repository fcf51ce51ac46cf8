import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Dropdown from 'react-bootstrap/Dropdown';
import { ArrowLeft, ChevronLeft, ChevronRight, Star } from 'lucide-react';
import { isNotFound } from '@console/auth';
import { emailLabels, emailQueryKeys, type DemoEmail, type EmailFolder } from '@console/contracts';
import { EmptyState, LoadState } from '@console/ui';
import { useEmailRights } from '../../hooks/use-email-rights';
import { useEmailChanges } from '../../hooks/use-emails';
import type { useOpenEmail } from '../../hooks/use-open-email';
import { useCommunicationT } from '../../i18n/use-communication-t';
import { EmailMessage } from './email-message';
import { labelColours } from './email-names';

interface EmailReaderProps {
  opened: ReturnType<typeof useOpenEmail>;
  onBack(): void;
  /** The open mail was moved to another folder (Delete: to the trash): back to the list, which it leaves. */
  onMoved(): void;
  onGo(id: number): void;
  /** A draft (reached by previous/next or a link) opens in the compose panel from its Edit button. */
  onEditDraft(draft: DemoEmail): void;
}

const moveFolders: readonly EmailFolder[] = ['inbox', 'spam', 'trash'];

/** The open mail: back, previous/next, star, unread, move, labels, delete, then the thread. */
export function EmailReader({ opened, onBack, onMoved, onGo, onEditDraft }: EmailReaderProps) {
  const t = useCommunicationT();
  const { mail, previous, next } = opened;
  const client = useQueryClient();
  // Retry asks again for every mail call that failed with it: the folders' counters and
  // previous/next too, which have no Retry of their own while a mail is open.
  const retried = { data: mail.data, isError: mail.isError, refetch: () => client.refetchQueries({ queryKey: emailQueryKeys.all, predicate: (query) => query.state.status === 'error' }) };
  return (
    <section className="card" aria-label={mail.data?.email.subject ?? t('email.reader.loading')}>
      <div className="card-header bg-transparent d-flex flex-wrap align-items-center gap-2" role="toolbar" aria-label={t('email.reader.actions')}>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onBack}>
          <ArrowLeft size={16} aria-hidden="true" className="rtl-flip me-1" />
          {t('email.reader.back')}
        </button>
        <span className="ms-auto" />
        <button type="button" className="btn btn-sm btn-outline-secondary" disabled={previous.id === null} aria-label={t('email.reader.previous')} onClick={() => previous.id && onGo(previous.id)}>
          <ChevronLeft size={16} aria-hidden="true" className="rtl-flip" />
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" disabled={next.id === null} aria-label={t('email.reader.next')} onClick={() => next.id && onGo(next.id)}>
          <ChevronRight size={16} aria-hidden="true" className="rtl-flip" />
        </button>
      </div>
      <div className="card-body">
        {isNotFound(mail.error) ? (
          <EmptyState title={t('email.reader.notFound')} action={<button type="button" className="btn btn-outline-primary" onClick={onBack}>{t('email.reader.back')}</button>} />
        ) : (
          <LoadState query={retried} loading={t('email.reader.loading')} failed={t('email.reader.loadFailed')}>
            {({ email }) => <ReadMail email={email} onLeave={onBack} onMoved={onMoved} onEditDraft={() => onEditDraft(email)} />}
          </LoadState>
        )}
      </div>
    </section>
  );
}

function ReadMail({ email, onLeave, onMoved, onEditDraft }: { email: DemoEmail; onLeave(): void; onMoved(): void; onEditDraft(): void }) {
  const t = useCommunicationT();
  // Each action updates the mail (the draft's panel sends or saves it): offered only to whoever may.
  const rights = useEmailRights();
  const editable = rights.compose && email.folder === 'draft';
  const heading = useRef<HTMLHeadingElement>(null);
  // Each mail opened starts at its subject, so a keyboard or screen-reader user reads on from there.
  useEffect(() => heading.current?.focus(), [email.id]);
  return (
    <>
      <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
        <h2 ref={heading} tabIndex={-1} className="h4 mb-0 me-auto min-w-0 text-wrap-anywhere">
          <bdi>{email.subject}</bdi>
        </h2>
        {/* Whoever may not star still sees the star (the Star button says it to the others). */}
        {!rights.change && email.isStarred && <Star size={18} role="img" aria-label={t('email.row.starred')} fill="currentColor" className="text-warning flex-shrink-0" />}
        {email.labels.map((label) => (
          <span key={label} className={`badge rounded-pill bg-${labelColours[label]}-subtle text-${labelColours[label]}-emphasis`}>
            {t(`email.labels.${label}`)}
          </span>
        ))}
      </div>
      {(rights.change || editable) && (
        <div className="d-flex flex-wrap gap-2 mb-3">
          {editable && (
            <button type="button" className="btn btn-sm btn-primary" onClick={onEditDraft}>
              {t('email.reader.editDraft')}
            </button>
          )}
          {rights.change && <MailActions email={email} onLeave={onLeave} onMoved={onMoved} />}
        </div>
      )}
      {email.replies.length > 0 && (
        <section aria-label={t('email.reader.replies')}>
          {email.replies.map((reply) => (
            <EmailMessage key={reply.id} email={reply} />
          ))}
        </section>
      )}
      <EmailMessage email={email} />
    </>
  );
}

/** Star, mark as unread, move, label and delete the open mail (each an update of it). */
function MailActions({ email, onLeave, onMoved }: { email: DemoEmail; onLeave(): void; onMoved(): void }) {
  const t = useCommunicationT();
  const changes = useEmailChanges();
  const ids = [email.id];
  const moveTo = (folder: EmailFolder) => {
    void changes.move(ids, { folder }, folder === 'trash' ? t('email.done.deleted', { count: 1 }) : t('email.done.moved', { count: 1, folder: t(`email.folders.${folder}`) }));
    onMoved();
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-pressed={email.isStarred}
        onClick={() => changes.setFlags(ids, { isStarred: !email.isStarred })}
      >
        {/* The star alone is yellow: the button's words in yellow on white could not be read (1.6:1). */}
        <Star size={16} aria-hidden="true" fill={email.isStarred ? 'currentColor' : 'none'} className={`me-1${email.isStarred ? ' text-warning' : ''}`} />
        {t('email.reader.star')}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={() => {
          changes.setFlags(ids, { isRead: false });
          onLeave();
        }}
      >
        {t('email.reader.markUnread')}
      </button>
      <Dropdown>
        <Dropdown.Toggle size="sm" variant="outline-secondary">
          {t('email.toolbar.moveTo')}
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {moveFolders.filter((folder) => folder !== email.folder).map((folder) => (
            <Dropdown.Item key={folder} as="button" onClick={() => moveTo(folder)}>
              {t(`email.folders.${folder}`)}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
      <Dropdown>
        <Dropdown.Toggle size="sm" variant="outline-secondary">
          {t('email.toolbar.label')}
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {emailLabels.map((label) => (
            <Dropdown.Item key={label} as="button" active={email.labels.includes(label)} aria-pressed={email.labels.includes(label)} onClick={() => void changes.toggleLabel(ids, label, t('email.done.labelled', { count: 1, label: t(`email.labels.${label}`) }))}>
              {t(`email.labels.${label}`)}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
      {email.folder !== 'trash' && (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => moveTo('trash')}>
          {t('email.toolbar.delete')}
        </button>
      )}
    </>
  );
}
