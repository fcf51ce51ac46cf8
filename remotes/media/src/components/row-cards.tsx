import { Fragment } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type DataColumn, DataTable, useNarrowScreen } from '@console/ui';
import { listStatus } from '@console/ui/query';
import { useLoadFailureText } from './load-failed';

interface RowCardsProps<T> {
  /** The list's accessible name: the table's caption on a wider screen. */
  label: string;
  /** The table's own columns: one definition serves both layouts. */
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  getRowId(row: T): string;
  /** The column whose cell names a card (the table's row header). */
  rowHeader: string;
  emptyMessage: string;
  busy: boolean;
}

/**
 * A list's rows as cards on a phone, where a table's columns do not fit: the row header names
 * each card, the 'actions' column sits beside it, and every other column is a label and its value.
 */
export function RowCards<T>({ label, columns, rows, getRowId, rowHeader, emptyMessage, busy }: RowCardsProps<T>) {
  if (rows.length === 0) return <p className="text-body-secondary text-center py-5 mb-0">{emptyMessage}</p>;
  const title = columns.find((column) => column.id === rowHeader);
  const actions = columns.find((column) => column.id === 'actions');
  const details = columns.filter((column) => column !== title && column !== actions);
  return (
    <ul className="list-unstyled d-flex flex-column gap-2 p-2 mb-0" aria-label={label} aria-busy={busy}>
      {rows.map((row) => (
        <li key={getRowId(row)} className="card">
          <div className="card-body">
            <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
              <div className="fw-semibold min-w-0 text-break">{title?.cell(row)}</div>
              {actions && <div className="flex-shrink-0">{actions.cell(row)}</div>}
            </div>
            <dl className="row small mb-0">
              {details.map((column) => (
                <Fragment key={column.id}>
                  <dt className="col-5 fw-normal text-body-secondary">{column.header}</dt>
                  <dd className="col-7 mb-1">{column.cell(row)}</dd>
                </Fragment>
              ))}
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * A list query's rows: a table, or cards on a phone once the rows are in (the table shows the
 * first load and its failure, with Retry, naming the list: `failed`, "The brands could not be loaded.").
 */
export function QueryRows<T>({ query, shows, failed, ...props }: Omit<RowCardsProps<T>, 'rows' | 'busy'> & { query: UseQueryResult<readonly T[]>; shows?(row: T): boolean; failed: string }) {
  const narrow = useNarrowScreen();
  const failure = useLoadFailureText();
  // `shows` leaves out rows on their way out (a delete under way).
  const rows = query.data && shows ? query.data.filter(shows) : query.data;
  if (narrow && rows) return <RowCards {...props} rows={rows} busy={query.isFetching} />;
  return (
    <DataTable
      {...props}
      rows={rows ?? null}
      status={listStatus(query)}
      error={query.isError ? failure(failed, query.error) : undefined}
      onRetry={() => void query.refetch()}
    />
  );
}
