import { emailLabels, emailViews, type DemoEmail, type EmailFolder, type EmailLabel, type EmailView, type EmailsMeta } from '@console/contracts/src/template-demo';
import { oneOf } from '../../paginate';

/** The list filters, already checked. */
export interface EmailListQuery {
  q: string;
  /** The folder view; 'all' (every folder but trash) when only a label is asked for. */
  view: EmailView | 'all';
  label: EmailLabel | '';
}


/** Reads q, folder and label leniently: unknown values are ignored. */
export function parseEmailQuery(get: (name: string) => string): EmailListQuery {
  const folder = oneOf(emailViews, get('folder'));
  const label = oneOf(emailLabels, get('label'));
  // The label views of the template list that label across folders, so the inbox default
  // applies only when no label is given.
  return { q: get('q').trim().toLowerCase(), view: folder || (label ? 'all' : 'inbox'), label };
}

function inView(email: DemoEmail, view: EmailListQuery['view']): boolean {
  if (view === 'starred') return email.isStarred && email.folder !== 'trash';
  if (view === 'all') return email.folder !== 'trash';
  return email.folder === view;
}

/** What q is looked for in, lower case (one field a line, so q never spans two). */
const searchText = (email: DemoEmail) =>
  [email.subject, email.from.name, email.from.email, ...email.to.flatMap((to) => [to.name, to.email])].join('\n').toLowerCase();

/** Newest first; the id breaks ties so the order is stable. */
const newestFirst = (a: DemoEmail, b: DemoEmail) => b.time.localeCompare(a.time) || b.id - a.id;

/**
 * GET /apps/email/emails: the view's emails matching q, newest first. q matches the subject, the
 * sender's name or address and (extension, docs/api/communication.md) each recipient's name or
 * address: Sent and Drafts list a mail by its recipient.
 */
export function queryEmails(emails: readonly DemoEmail[], query: EmailListQuery): DemoEmail[] {
  return emails
    .filter(
      (email) =>
        inView(email, query.view) &&
        (!query.label || email.labels.includes(query.label)) &&
        searchText(email).includes(query.q),
    )
    .sort(newestFirst);
}

/** The sidebar counters: unread inbox, every draft, unread spam. */
export function emailsMeta(emails: readonly DemoEmail[]): EmailsMeta {
  const meta: EmailsMeta = { inbox: 0, draft: 0, spam: 0 };
  for (const email of emails) {
    if (email.folder === 'inbox' && !email.isRead) meta.inbox += 1;
    if (email.folder === 'draft') meta.draft += 1;
    if (email.folder === 'spam' && !email.isRead) meta.spam += 1;
  }
  return meta;
}

/** The email before or after `email` in its own folder's list (as the list shows it). */
export function neighbour(emails: readonly DemoEmail[], email: DemoEmail, dir: 'previous' | 'next'): DemoEmail | undefined {
  const folder: EmailFolder = email.folder;
  const list = emails.filter((candidate) => candidate.folder === folder).sort(newestFirst);
  const index = list.indexOf(email);
  return list[dir === 'previous' ? index - 1 : index + 1];
}
