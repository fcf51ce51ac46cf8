import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation } from '@console/router';
import toast from 'react-hot-toast';
import { allows, useAbility } from '@console/auth';
import { userSortColumns, type User, type UserSortColumn } from '@console/contracts';
import { ConfirmDialog, DataTable, isolate, PageHeader, Pagination, useErrorText, useFailureSentence, useFormat, type TableSort } from '@console/ui';
import { exportUsers } from '../api/export-users';
import { AddUserPanel } from '../components/add-user-panel';
import { useUserEditor } from '../components/edit-user-panel';
import { useNames } from '../components/use-names';
import { userColumns } from '../components/user-columns';
import { UserStats } from '../components/user-stats';
import { UsersToolbar } from '../components/users-toolbar';
import { pageSizes, useUserListState } from '../hooks/use-user-list-state';
import { useUsersList } from '../hooks/use-users-list';
import { useUsersT } from '../i18n/use-users-t';

const isSortColumn = (id: string): id is UserSortColumn => (userSortColumns as readonly string[]).includes(id);

/** A sentence with one value set in bold, where the text has `{{name}}`; the name keeps its own direction (bdi). */
function withBold(text: string, bold: string) {
  const [before, ...after] = text.split('{{name}}');
  return (
    <>
      {before}
      <strong>
        <bdi>{bold}</bdi>
      </strong>
      {after.join(bold)}
    </>
  );
}

/** The user list: counts, search, filters, sort and paging from the URL; add, delete with Undo, export. */
export default function UsersListPage() {
  const t = useUsersT();
  const names = useNames();
  const { number, list } = useFormat();
  const failure = useFailureSentence();
  const errorText = useErrorText();
  const { values, query, set } = useUserListState();
  const users = useUsersList(query, set);
  const [adding, setAdding] = useState(false);
  // Kept after the dialog closes, so its text does not vanish while it fades out.
  const [toDelete, setToDelete] = useState<User | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The deleted row takes its button and the focus with it: after the dialog, the focus goes to the list instead.
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [exporting, setExporting] = useState(false);
  const { search } = useLocation();
  const ability = useAbility();
  const mayDelete = allows(ability, { action: 'delete', subject: 'User' });
  const mayEdit = allows(ability, { action: 'update', subject: 'User' });
  // A row the filters no longer match after its edit takes its button (and the focus) with it.
  const editor = useUserEditor(listHeading, users.rows ?? undefined);
  const askToDelete = useCallback((user: User) => {
    setToDelete(user);
    setConfirming(true);
  }, []);
  const columns = useMemo(
    () => userColumns({ listSearch: search, onDelete: mayDelete ? askToDelete : undefined, onEdit: mayEdit ? editor.edit : undefined, t, names, list }),
    [search, mayDelete, askToDelete, mayEdit, editor.edit, t, names, list],
  );
  const sort: TableSort | null = values.sortColumn ? { id: values.sortColumn, desc: values.sort === 'desc' } : null;

  const added = (user: User) => {
    toast.success(t('add.added', { name: user.fullName }));
    // The server puts a new user first in list order: show that order, unfiltered, from page 1
    // (the panel has made the cached lists stale: this one loads afresh). The page is set too: a
    // list already unfiltered would otherwise count as unchanged and stay on its page.
    set({ q: '', role: '', currentPlan: '', status: '', sortColumn: '', sort: 'asc', page: 1 });
  };

  const runExport = async () => {
    setExporting(true);
    try {
      const count = await exportUsers(query, users.hidden);
      if (count === 0) toast(t('export.nothing'));
      else toast.success(t('export.done', { count, number: number(count) }));
    } catch (error) {
      // The server's own text is English: said only when known (translated), else the page's words.
      toast.error(errorText(error, t('export.failed')));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader title={t('list.title')} />
      <UserStats counts={users.stats.counts} loading={users.stats.loading} failed={users.stats.failed} onRetry={users.stats.reload} />
      <section className="card" aria-labelledby="user-list-heading">
        <h2 id="user-list-heading" className="visually-hidden" tabIndex={-1} ref={listHeading}>
          {t('list.heading')}
        </h2>
        <UsersToolbar values={values} set={set} exporting={exporting} onExport={() => void runExport()} onAdd={() => setAdding(true)} />
        <DataTable
          label={t('list.table')}
          columns={columns}
          rows={users.rows}
          getRowId={(user) => String(user.id)}
          status={users.status}
          error={users.status === 'error' ? failure(t('list.loadFailed'), users.error) : undefined}
          onRetry={users.reloadList}
          sort={sort}
          onSortChange={(next) => set({ sortColumn: next && isSortColumn(next.id) ? next.id : '', sort: next?.desc ? 'desc' : 'asc' })}
          emptyMessage={users.allDeleting ? t('list.emptyDeleting') : t('list.empty')}
          rowHeader="fullName"
        />
        {users.rows && (
          <Pagination
            page={query.page ?? 1}
            perPage={query.perPage ?? pageSizes[0]}
            total={users.total}
            pageRows={users.rows.length}
            pageSizes={pageSizes}
            onPageChange={(page) => set({ page })}
            onPerPageChange={(perPage) => set({ perPage })}
            // "of 1 user", "of 24 users": the word agrees with the total.
            itemLabel={t('list.itemLabel', { count: users.total })}
            label={t('list.pages')}
          />
        )}
      </section>
      <AddUserPanel show={adding} onHide={() => setAdding(false)} onAdded={added} />
      {editor.panel}
      <ConfirmDialog
        show={confirming}
        title={t('remove.title')}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('remove.cancel')}
        variant="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (toDelete) users.remove(toDelete);
          setConfirming(false);
        }}
        fallbackFocus={listHeading}
      >
        {toDelete && <p className="mb-0">{withBold(t('remove.text', { name: '{{name}}', handle: isolate(`@${toDelete.username}`) }), toDelete.fullName)}</p>}
      </ConfirmDialog>
    </div>
  );
}
