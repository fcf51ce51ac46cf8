import { useCallback, useEffect, useId, useRef, useState, type Ref } from 'react';
import { MailSearch } from 'lucide-react';
import type { DemoEmail, EmailFolder, EmailsResponse } from '@console/contracts';
import { EmptyState, ErrorState, isolate, SkeletonLines, useFormat } from '@console/ui';
import type { EmailViewState } from '../../hooks/use-email-view';
import { useEmailRights } from '../../hooks/use-email-rights';
import { useEmailChanges } from '../../hooks/use-emails';
import { useCommunicationT } from '../../i18n/use-communication-t';
import { EmailRow } from './email-row';
import { EmailToolbar } from './email-toolbar';

/** Where the list gives the focus once on screen: a mail's row (by id), its heading, or nowhere (0). */
export type ListFocus = number | 'heading';

interface EmailListProps {
  view: EmailViewState;
  /** The view's name: 'Inbox', 'Label: Company'. */
  title: string;
  list: { data: EmailsResponse | undefined; isError: boolean; isFetching: boolean; refetch(): Promise<unknown> };
  listRef: Ref<HTMLUListElement>;
  /** Where to give the focus once the rows are on screen (after reading), taken once. */
  takeFocus(): ListFocus;
  /** A draft's row opens it in the compose panel. */
  onEditDraft(draft: DemoEmail): void;
}

const moveFolders: readonly EmailFolder[] = ['inbox', 'spam', 'trash'];

/** The search, the bulk actions and the mails of the view. */
export function EmailList({ view, title, list, listRef, takeFocus, onEditDraft }: EmailListProps) {
  const t = useCommunicationT();
  const { number } = useFormat();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  const changes = useEmailChanges();
  // Every bulk action and the star update mails: a reader gets neither, nor boxes to select for them.
  const rights = useEmailRights();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const emails = list.data?.emails ?? [];
  // Only mails still in the view count as selected (a move takes them out).
  const selectedMails = emails.filter((email) => chosen.has(email.id));
  const selected = selectedMails.map((email) => email.id);
  // Starred and label views hold mails of several folders: a folder is offered when it would move
  // at least one selected mail, and only those mails move (and are counted).
  const movingTo = (folder: EmailFolder) => selectedMails.filter((email) => email.folder !== folder).map((email) => email.id);
  const folderName = (folder: EmailFolder) => t(`email.folders.${folder}`);
  // The mails acted on leave the selection once the server has taken the change (mails picked
  // meanwhile stay); a refusal, said in a toast, leaves the selection as it was, to try again.
  const release = (ids: readonly number[]) => setChosen((before) => new Set([...before].filter((id) => !ids.includes(id))));
  const releaseIfDone = (ids: readonly number[], change: Promise<boolean>) =>
    void change.then((done) => {
      if (done) release(ids);
    });

  const loaded = list.data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    const target = takeFocus();
    if (!target) return;
    // The heading when asked, or when the row is not in this list: the focus is not left on the page's body.
    const row = target === 'heading' ? null : document.querySelector<HTMLElement>(`[data-mail-link="${target}"]`);
    if (row) row.focus();
    else focusHeading();
  }, [loaded, takeFocus, focusHeading]);

  const body = () => {
    if (list.isError && !list.data) return <ErrorState message={t('email.loadFailed')} onRetry={() => void list.refetch()} />;
    if (!list.data) return <SkeletonLines lines={8} label={t('email.loading')} />;
    if (!emails.length) {
      return view.q ? (
        <EmptyState icon={MailSearch} title={t('email.list.noMatch', { q: isolate(view.q) })} action={<button type="button" className="btn btn-outline-primary" onClick={() => view.search('')}>{t('email.list.clearSearch')}</button>} />
      ) : (
        <EmptyState title={t('email.list.empty')} />
      );
    }
    return (
      <ul ref={listRef} className="list-group list-group-flush" aria-label={t('email.list.label', { view: title })} aria-busy={list.isFetching}>
        {emails.map((email) => (
          <EmailRow
            key={email.id}
            email={email}
            outgoing={email.folder === 'sent' || email.folder === 'draft'}
            selected={chosen.has(email.id)}
            onSelect={rights.change ? (on) => setChosen((before) => { const next = new Set(before); if (on) next.add(email.id); else next.delete(email.id); return next; }) : null}
            onStar={rights.change ? () => changes.setFlags([email.id], { isStarred: !email.isStarred }) : null}
            onEditDraft={rights.compose ? () => onEditDraft(email) : null}
          />
        ))}
      </ul>
    );
  };

  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="card-header bg-transparent d-flex flex-wrap align-items-center gap-3">
        <h2 ref={heading} tabIndex={-1} className="h5 mb-0" id={headingId}>
          {title}
        </h2>
      </div>
      {list.isError && list.data && <ErrorState message={t('email.loadFailed')} stale onRetry={() => void list.refetch()} />}
      {rights.change && (
        <EmailToolbar
          total={emails.length}
          selected={selected.length}
          onEmptied={focusHeading}
          onSelectAll={(all) => setChosen(new Set(all ? emails.map((email) => email.id) : []))}
          onRead={(isRead) => changes.setFlags(selected, { isRead }, () => release([...chosen]))}
          moveTargets={moveFolders.filter((folder) => movingTo(folder).length > 0)}
          onMove={(folder) => {
            const ids = movingTo(folder);
            const count = ids.length;
            releaseIfDone([...chosen], changes.move(ids, { folder }, folder === 'trash' ? t('email.done.deleted', { count, shown: number(count) }) : t('email.done.moved', { count, shown: number(count), folder: folderName(folder) })));
          }}
          onLabel={(label) => {
            // update-emails-label toggles each mail: on a mixed selection only the mails without the
            // label change (it is added); it comes off only when every selected mail has it.
            const lacking = emails.filter((email) => chosen.has(email.id) && !email.labels.includes(label)).map((email) => email.id);
            const ids = lacking.length ? lacking : selected;
            releaseIfDone([...chosen], changes.toggleLabel(ids, label, t('email.done.labelled', { count: ids.length, shown: number(ids.length), label: t(`email.labels.${label}`) })));
          }}
          onDelete={view.folder === 'trash' ? null : () => {
            releaseIfDone([...chosen], changes.move(selected, { folder: 'trash' }, t('email.done.deleted', { count: selected.length, shown: number(selected.length) })));
          }}
        />
      )}
      {body()}
    </section>
  );
}
