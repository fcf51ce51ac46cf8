import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { allows, useAbility } from '@console/auth';
import { DataTable, PageHeader, type DataColumn } from '@console/ui';
import { listStatus } from '@console/ui/query';
import { useDistributionT } from '../i18n/use-distribution-t';
import { RowActions } from './row-actions';

interface CrudListPageProps<Row extends { id: number; name: string }> {
  title: string;
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
}

/** A distribution list: title and Add, the table (with edit and delete per row), and the add/edit panel. */
export function CrudListPage<Row extends { id: number; name: string }>({ title, addLabel, emptyMessage, subject, query, columns, editable = () => true, onDelete, panel, filters }: CrudListPageProps<Row>) {
  const t = useDistributionT();
  const ability = useAbility();
  const may = (action: 'create' | 'update' | 'delete') => allows(ability, { action, subject });
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const withActions: DataColumn<Row>[] =
    may('update') || may('delete')
      ? [
          ...columns,
          {
            id: 'actions',
            header: t('actions'),
            hideHeader: true,
            className: 'text-end text-nowrap',
            cell: (row) => <RowActions name={row.name} canEdit={may('update') && editable(row)} canDelete={may('delete')} onEdit={() => setEditing(row)} onDelete={() => onDelete(row)} />,
          },
        ]
      : columns;
  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader
        title={title}
        actions={
          may('create') && (
            <button type="button" className="btn btn-primary" onClick={() => setEditing(null)}>
              <Plus size={16} aria-hidden="true" /> {addLabel}
            </button>
          )
        }
      />
      <section className="card">
        {filters}
        <DataTable
          label={title}
          columns={withActions}
          rows={query.data ?? null}
          getRowId={(row) => String(row.id)}
          status={listStatus(query)}
          error={query.isError ? query.error.message : undefined}
          onRetry={() => void query.refetch()}
          emptyMessage={emptyMessage}
          rowHeader="name"
        />
      </section>
      {editing !== undefined && panel(editing, () => setEditing(undefined))}
    </div>
  );
}
