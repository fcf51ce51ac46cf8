import { useMemo } from 'react';
import { getCoreRowModel, useReactTable, type ColumnDef, type SortingState, type Updater } from '@tanstack/react-table';
import { ErrorState } from '../patterns/error-state';
import { DataTableBody } from './data-table-body';
import { SortableHeader } from './sortable-header';
import type { DataColumn, TableSort } from './types';

export interface DataTableProps<T> {
  /** The table's accessible name, given as its (visually hidden) caption. */
  label: string;
  columns: readonly DataColumn<T>[];
  /** The rows to show; null until the first load has answered. */
  rows: readonly T[] | null;
  getRowId(row: T): string;
  /** 'loading' keeps the current rows on screen under a busy overlay. */
  status: 'loading' | 'ready' | 'error';
  error?: string;
  onRetry?(): void;
  /** The server's sort (one column at a time); null for the list's own order. */
  sort?: TableSort | null;
  onSortChange?(sort: TableSort | null): void;
  emptyMessage?: string;
  /** The column whose cells name their row (rendered as row headers). */
  rowHeader?: string;
}

/**
 * A Bootstrap table over TanStack Table with server-side sorting: sortable headers are buttons
 * with `aria-sort`, a reload keeps the previous rows under a busy overlay, and the empty and
 * error states sit where the rows would be.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rows, getRowId, status, sort = null, onSortChange, rowHeader } = props;
  const definitions = useMemo(
    () =>
      // The accessor only makes the column sortable in TanStack's eyes: the server does the sorting.
      columns.map((column): ColumnDef<T> => ({ id: column.id, accessorFn: () => column.id, enableSorting: Boolean(column.sortable) })),
    [columns],
  );
  // TanStack wants a mutable array; a copy per new `rows` keeps its row model cached between renders.
  const data = useMemo(() => (rows ? [...rows] : []), [rows]);
  const sorting: SortingState = sort ? [sort] : [];
  // The console does not use the React Compiler, and the table object is only read during render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns: definitions,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortChange?.(next[0] ?? null);
    },
    manualSorting: true,
    // The server pages too; without these TanStack resets its own page index (a state update
    // and an extra render) each time the rows change.
    manualPagination: true,
    autoResetPageIndex: false,
    enableMultiSort: false,
    // Every column starts ascending; a third click returns to the list's own order.
    sortDescFirst: false,
  });
  const byId = new Map(columns.map((column) => [column.id, column]));
  const loading = status === 'loading';

  return (
    <div className="position-relative">
      {status === 'error' && <ErrorState message={props.error ?? 'The rows could not be loaded.'} stale={Boolean(rows?.length)} onRetry={() => props.onRetry?.()} />}
      <div className="table-responsive">
        <table className="table table-hover align-middle mb-0" aria-busy={loading}>
          <caption className="visually-hidden">
            {label}
          </caption>
          <thead className="table-light">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id);
                  return column ? <SortableHeader key={header.id} column={column} state={header.column} /> : null;
                })}
              </tr>
            ))}
          </thead>
          <DataTableBody
            table={table}
            columns={byId}
            loaded={rows !== null}
            status={status}
            label={label}
            rowHeader={rowHeader}
            emptyMessage={props.emptyMessage ?? 'Nothing to show.'}
          />
        </table>
      </div>
      {loading && rows !== null && (
        <div className="position-absolute top-0 start-0 w-100 h-100 d-flex align-items-center justify-content-center bg-body bg-opacity-50">
          <div className="spinner-border text-primary" role="status" aria-label={`Loading ${label.toLowerCase()}`} />
        </div>
      )}
    </div>
  );
}
