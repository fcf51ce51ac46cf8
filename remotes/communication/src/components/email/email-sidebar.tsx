import { Inbox, Send, File, Star, ShieldAlert, Trash2, type LucideIcon } from 'lucide-react';
import { emailLabels, type EmailView } from '@console/contracts';
import { useFormat } from '@console/ui';
import { useEmailRights } from '../../hooks/use-email-rights';
import { useCommunicationT } from '../../i18n/use-communication-t';
import type { EmailViewState } from '../../hooks/use-email-view';
import { labelColours, sidebarFolders } from './email-names';

const icons: Readonly<Record<EmailView, LucideIcon>> = { inbox: Inbox, sent: Send, draft: File, starred: Star, spam: ShieldAlert, trash: Trash2 };

const itemClass = (active: boolean) => `list-group-item list-group-item-action border-0 rounded d-flex align-items-center gap-2${active ? ' active' : ''}`;

interface EmailSidebarProps {
  view: EmailViewState;
  /** Each folder's counter (useEmailCounters): unread mails, every draft in Drafts. */
  counts: Partial<Record<EmailView, number>>;
  onCompose(): void;
  onChosen(): void;
}

/** Compose, the folders with their counters, and the labels; `onChosen` after a choice (closes the phone's panel). */
export function EmailSidebar({ view, counts, onCompose, onChosen }: EmailSidebarProps) {
  const t = useCommunicationT();
  const { number } = useFormat();
  const rights = useEmailRights();
  const counter = (folder: EmailView, active: boolean) => {
    const count = counts[folder];
    if (!count) return null;
    return (
      // On the active (primary) item a primary badge would vanish.
      <span className={`comm-count badge rounded-pill ${active ? 'text-bg-light' : folder === 'draft' ? 'text-bg-secondary' : 'text-bg-primary'}`}>
        <span aria-hidden="true">{number(count)}</span>
        <span className="visually-hidden">{t(folder === 'draft' ? 'email.sidebar.drafts' : 'email.sidebar.unread', { count, shown: number(count) })}</span>
      </span>
    );
  };
  return (
    <div className="card">
      <div className="card-body d-flex flex-column gap-3">
        {rights.compose && (
          <button type="button" className="btn btn-primary" onClick={onCompose}>
            {t('email.sidebar.compose')}
          </button>
        )}
        <nav aria-label={t('email.sidebar.folders')}>
          <ul className="list-group list-unstyled">
            {sidebarFolders.map((folder) => {
              const Icon = icons[folder];
              const active = view.folder === folder;
              return (
                <li key={folder}>
                  <button type="button" className={itemClass(active)} aria-current={active ? 'page' : undefined} onClick={() => {
                      view.showFolder(folder);
                      onChosen();
                    }}>
                    <Icon size={16} aria-hidden="true" className={folder === 'sent' ? 'rtl-flip' : undefined} />
                    {t(`email.folders.${folder}`)}
                    {counter(folder, active)}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <nav aria-labelledby="email-labels-heading">
          <h2 className="h6 text-uppercase text-body-secondary px-3" id="email-labels-heading">
            {t('email.sidebar.labels')}
          </h2>
          <ul className="list-group list-unstyled">
            {emailLabels.map((label) => {
              const active = view.label === label;
              return (
                <li key={label}>
                  <button type="button" className={itemClass(active)} aria-current={active ? 'page' : undefined} onClick={() => {
                      view.showLabel(label);
                      onChosen();
                    }}>
                    <span className={`label-dot bg-${labelColours[label]}`} aria-hidden="true" />
                    {t(`email.labels.${label}`)}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </div>
  );
}
