import { ErrorState } from '../patterns/error-state';
import { ScrollBox } from '../scroll-box/scroll-box';
import { useUiT } from '../use-ui-t';
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
  /** The failure's message ('The rows could not be loaded.' when not given). */
  error?: string;
  onRetry?(): void;
  /** The server's sort (one column at a time); null for the list's own order. */
  sort?: TableSort | null;
  onSortChange?(sort: TableSort | null): void;
  /** 'Nothing to show.' when not given. */
  emptyMessage?: string;
  /** The column whose cells name their row (rendered as row headers). */
  rowHeader?: string;
}

/**
 * A Bootstrap table with server-side sorting: sortable headers are buttons with `aria-sort` that
 * cycle ascending → descending → unsorted, a reload keeps the previous rows under a busy overlay,
 * and the empty state sits where the rows would be. A failed load with no rows to show is its
 * alert alone (an empty table under it would read as an empty list); rows loaded before stay
 * under it. The rows are shown in the order given: the server sorts them.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rows, getRowId, status, sort = null, onSortChange, rowHeader } = props;
  const t = useUiT();
  const loading = status === 'loading';
  const loadingLabel = t('table.loading', 'Loading {{label}}', { label: label.toLowerCase() });

  const failed = status === 'error' && (
    <ErrorState message={props.error ?? t('table.loadFailed', 'The rows could not be loaded.')} stale={Boolean(rows?.length)} onRetry={() => props.onRetry?.()} />
  );
  if (failed && !rows?.length) return failed;
  return (
    <div className="position-relative">
      {failed}
      <ScrollBox label={label}>
        <table className="table table-hover align-middle mb-0" aria-busy={loading}>
          <caption className="visually-hidden">{label}</caption>
          <thead className="data-table-head">
            <tr>
              {columns.map((column) => (
                <SortableHeader key={column.id} column={column} sort={sort} onSortChange={onSortChange} />
              ))}
            </tr>
          </thead>
          <DataTableBody
            columns={columns}
            rows={rows}
            getRowId={getRowId}
            status={status}
            loadingLabel={loadingLabel}
            rowHeader={rowHeader}
            emptyMessage={props.emptyMessage ?? t('nothingToShow', 'Nothing to show.')}
          />
        </table>
      </ScrollBox>
      {loading && rows !== null && (
        <div className="position-absolute top-0 start-0 w-100 h-100 d-flex align-items-center justify-content-center bg-body bg-opacity-50">
          <div className="spinner-border text-primary" role="status" aria-label={loadingLabel} />
        </div>
      )}
    </div>
  );
}
