import { memo, type ReactElement } from 'react';
import type { DataColumn } from './types';

interface DataTableBodyProps<T> {
  columns: readonly DataColumn<T>[];
  /** Null until the first load has answered. */
  rows: readonly T[] | null;
  getRowId(row: T): string;
  status: 'loading' | 'ready' | 'error';
  /** The spinner's name while the first load runs ('Loading users'). */
  loadingLabel: string;
  rowHeader?: string;
  emptyMessage: string;
}

/** The rows, or the one full-width row saying why there are none (first load, empty). */
export function DataTableBody<T>({ columns, rows, getRowId, status, loadingLabel, rowHeader, emptyMessage }: DataTableBodyProps<T>) {
  if (!rows || rows.length === 0) {
    let content = <span className="text-body-secondary">{emptyMessage}</span>;
    if (!rows && status === 'loading') content = <span className="spinner-border text-primary" role="status" aria-label={loadingLabel} />;
    return (
      <tbody>
        <tr>
          <td colSpan={columns.length} className="text-center py-5">
            {content}
          </td>
        </tr>
      </tbody>
    );
  }
  return (
    <tbody>
      {rows.map((row) => (
        <DataTableRow key={getRowId(row)} row={row} columns={columns} rowHeader={rowHeader} />
      ))}
    </tbody>
  );
}

interface DataTableRowProps<T> {
  row: T;
  columns: readonly DataColumn<T>[];
  rowHeader?: string;
}

/**
 * One row. Memoised: while a new page loads (busy), when the totals answer, or when anything else
 * around the table changes, the rows on screen are the same objects and their cells are not
 * rendered again — give the table memoised columns (useMemo) to benefit.
 */
const DataTableRow = memo(function DataTableRow<T>({ row, columns, rowHeader }: DataTableRowProps<T>) {
  return (
    <tr>
      {columns.map((column) => {
        const content = column.cell(row);
        return column.id === rowHeader ? (
          <th key={column.id} scope="row" className={`fw-normal ${column.className ?? ''}`}>
            {content}
          </th>
        ) : (
          <td key={column.id} className={column.className}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}) as <T>(props: DataTableRowProps<T>) => ReactElement;
