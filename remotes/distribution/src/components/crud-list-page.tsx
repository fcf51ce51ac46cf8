import { useId, useRef, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import toast from 'react-hot-toast';
import { allows, useAbility } from '@console/auth';
import { DataTable, LinkedRecordMissing, PageHeader, useEditPanel, useRowDeleteDialog, useFailureSentence, type DataColumn } from '@console/ui';
import { listStatus } from '@console/ui/query';
import { useDistributionT } from '../i18n/use-distribution-t';
import { RowActions } from './row-actions';

interface CrudListPageProps<Row extends { id: number; name: string }> {
  title: string;
  /** The list's own (visually hidden) heading, where the focus goes after a delete: 'Channel list'. */
  listHeading: string;
  addLabel: string;
  emptyMessage: string;
  /** The CASL subject: add, edit and delete show only to whoever may use them. */
  subject: string;
  query: UseQueryResult<Row[]>;
  columns: DataColumn<Row>[];
  /** Rows that may not be edited whatever the permission (an ended campaign). */
  editable?(row: Row): boolean;
  /** Deletes the row on the server and refreshes what lists it. */
  onDelete(row: Row): Promise<void>;
  /** The add (null) or edit panel; `close` hides it. */
  panel(editing: Row | null, close: () => void): ReactNode;
  /** Above the table (a filter bar). */
  filters?: ReactNode;
  /** Above the table, under the filters: something the rows depend on failed (with its Retry). */
  notice?: ReactNode;
  /**
   * Given, the page opens the edit panel of the row its address names (`?edit=<id>`, the navbar
   * search's and the action log's links), and this says a row it does not hold was not found.
   */
  linkMissing?(id: number): string;
}

/** A distribution list: title and Add, the table (with edit and delete per row), and the add/edit panel. */
export function CrudListPage<Row extends { id: number; name: string }>(props: CrudListPageProps<Row>) {
  const { title, listHeading, addLabel, emptyMessage, subject, query, columns, editable = () => true, onDelete, panel, filters, notice, linkMissing } = props;
  const t = useDistributionT();
  const failure = useFailureSentence();
  const ability = useAbility();
  const may = (action: 'create' | 'update' | 'delete') => allows(ability, { action, subject });
  // Links (`?edit=<id>`) are followed only where the page says what a missing row is.
  const editing = useEditPanel(linkMissing ? query.data : undefined, (row) => may('update') && editable(row));
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const deleting = useRowDeleteDialog<Row>({
    texts: (row) => ({ title: t('delete', { name: row.name }), text: t('deleteText'), confirmLabel: t('confirmDelete'), cancelLabel: t('cancel') }),
    // A refused delete (the record gone already, say) refreshes the list too: it may be out of date.
    // Awaited, so that focus goes back to the row's button only if the row is still there.
    remove: (row) =>
      onDelete(row).catch(async (error: unknown) => {
        await query.refetch();
        throw error;
      }),
    onDeleted: (row) => toast.success(t('deleted', { name: row.name })),
    onFailed: (row, error) => toast.error(failure(t('deleteFailed', { name: row.name }), error)),
    focusAfter: heading,
  });
  const withActions: DataColumn<Row>[] =
    may('update') || may('delete')
      ? [
          ...columns,
          {
            id: 'actions',
            header: t('actions'),
            hideHeader: true,
            className: 'text-end text-nowrap',
            cell: (row) => <RowActions name={row.name} canEdit={may('update') && editable(row)} canDelete={may('delete')} onEdit={() => editing.open(row)} deleteTrigger={deleting.trigger(row)} />,
          },
        ]
      : columns;
  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader
        title={title}
        actions={
          may('create') && (
            <button type="button" className="btn btn-primary" onClick={() => editing.open(null)}>
              <Plus size={16} aria-hidden="true" /> {addLabel}
            </button>
          )
        }
      />
      <section className="card" aria-labelledby={headingId}>
        <h2 id={headingId} className="visually-hidden" tabIndex={-1} ref={heading}>
          {listHeading}
        </h2>
        {filters}
        {notice}
        {linkMissing && editing.missingId !== null && <LinkedRecordMissing text={linkMissing(editing.missingId)} onClose={editing.dismissMissing} />}
        <DataTable
          label={title}
          columns={withActions}
          rows={query.data?.filter((row) => !deleting.hidden.has(row.id)) ?? null}
          getRowId={(row) => String(row.id)}
          status={listStatus(query)}
          error={query.isError ? failure(t('listFailed'), query.error) : undefined}
          onRetry={() => void query.refetch()}
          emptyMessage={emptyMessage}
          rowHeader="name"
        />
      </section>
      {deleting.dialog}
      {editing.row !== undefined && panel(editing.row, editing.close)}
    </div>
  );
}
