import { Paperclip, Star } from 'lucide-react';
import type { DemoEmail } from '@console/contracts';
import { Link, useLocation } from '@console/router';
import { useCommunicationT } from '../../i18n/use-communication-t';
import { excerptOf } from '../html-text';
import { useTimeText } from '../use-time-text';
import { labelColours } from './email-names';

interface EmailRowProps {
  email: DemoEmail;
  /** The list shows what was sent (Sent, Drafts): the recipient stands where the sender would. */
  outgoing: boolean;
  selected: boolean;
  /** null: no box to select the mail (nothing may be done to a selection). */
  onSelect: ((selected: boolean) => void) | null;
  /** null: the star is only shown, on a starred mail (the user may not change it). */
  onStar: (() => void) | null;
  /** A draft opens in the compose panel, to go on writing it; null: it opens in the reader like any mail. */
  onEditDraft: (() => void) | null;
}

/** One mail of the list: select box, star, then what opens it (sender, subject, excerpt, time): a link to read it, or a button that opens a draft in the compose panel. */
export function EmailRow({ email, outgoing, selected, onSelect, onStar, onEditDraft }: EmailRowProps) {
  const t = useCommunicationT();
  const time = useTimeText();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.set('mail', String(email.id));
  const party = (outgoing ? (email.to[0]?.name ?? email.to[0]?.email) : email.from.name) || t('email.row.noRecipient');
  // One line each, cut short with an ellipsis (a long unbroken subject must not widen the page); the title holds the whole.
  const summary = (
    <>
      <span className="d-flex flex-wrap align-items-center gap-2">
        <span className="email-sender text-truncate min-w-0" title={party}>
          {party}
        </span>
        {!email.isRead && <span className="badge text-bg-primary">{t('email.row.unread')}</span>}
        {/* dir="auto": a subject or excerpt in English keeps its punctuation and its cut-off end on an Arabic page. */}
        <span className="email-subject text-truncate min-w-0" title={email.subject} dir="auto">
          {email.subject}
        </span>
        {email.labels.map((label) => (
          <span key={label} className={`badge rounded-pill bg-${labelColours[label]}-subtle text-${labelColours[label]}-emphasis`}>
            {t(`email.labels.${label}`)}
          </span>
        ))}
      </span>
      <span className="email-excerpt small text-body-secondary" dir="auto">
        {excerptOf(email.message)}
      </span>
    </>
  );
  return (
    <li className={`list-group-item email-row d-flex align-items-start gap-2${email.isRead ? '' : ' email-unread'}`}>
      {onSelect && (
        <input
          type="checkbox"
          className="form-check-input flex-shrink-0 mt-1"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t('email.row.select', { sender: party, subject: email.subject })}
        />
      )}
      {onStar ? (
        <button
          type="button"
          className={`btn btn-link p-0 lh-1 flex-shrink-0 ${email.isStarred ? 'text-warning' : 'text-body-tertiary'}`}
          aria-pressed={email.isStarred}
          aria-label={t('email.row.star', { subject: email.subject })}
          onClick={onStar}
        >
          <Star size={18} aria-hidden="true" fill={email.isStarred ? 'currentColor' : 'none'} />
        </button>
      ) : (
        // Said, not offered: a reader still sees which mails are starred.
        <span className="lh-1 flex-shrink-0 text-warning" style={{ inlineSize: 18 }}>
          {email.isStarred && <Star size={18} role="img" aria-label={t('email.row.starred')} fill="currentColor" />}
        </span>
      )}
      {email.folder === 'draft' && onEditDraft ? (
        <button type="button" className="email-open flex-grow-1" data-mail-link={email.id} onClick={onEditDraft}>
          {summary}
        </button>
      ) : (
        <Link to={{ search: `?${params.toString()}` }} className="email-open flex-grow-1" data-mail-link={email.id}>
          {summary}
        </Link>
      )}
      <span className="d-flex flex-column align-items-end gap-1 flex-shrink-0 small text-body-secondary">
        <time dateTime={email.time}>{time.short(email.time)}</time>
        {email.attachments.length > 0 && <Paperclip size={14} role="img" aria-label={t('email.row.attachment')} />}
      </span>
    </li>
  );
}
