import type { Table } from '@tanstack/react-table';
import type { DataColumn } from './types';

interface DataTableBodyProps<T> {
  table: Table<T>;
  columns: ReadonlyMap<string, DataColumn<T>>;
  /** False until the first load has answered. */
  loaded: boolean;
  status: 'loading' | 'ready' | 'error';
  label: string;
  rowHeader?: string;
  emptyMessage: string;
}

/** The rows, or the one full-width row saying why there are none (first load, empty, failed). */
export function DataTableBody<T>({ table, columns, loaded, status, label, rowHeader, emptyMessage }: DataTableBodyProps<T>) {
  const rows = table.getRowModel().rows;
  const span = columns.size;
  if (!loaded || rows.length === 0) {
    let content = <span className="text-body-secondary">{emptyMessage}</span>;
    if (!loaded && status === 'loading') content = <span className="spinner-border text-primary" role="status" aria-label={`Loading ${label.toLowerCase()}`} />;
    // The alert above says what failed; an empty-result message here would be untrue.
    else if (status === 'error') content = <span className="text-body-secondary">No rows to show.</span>;
    return (
      <tbody>
        <tr>
          <td colSpan={span} className="text-center py-5">
            {content}
          </td>
        </tr>
      </tbody>
    );
  }
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.id}>
          {row.getVisibleCells().map((cell) => {
            const column = columns.get(cell.column.id);
            if (!column) return null;
            const content = column.cell(row.original);
            return cell.column.id === rowHeader ? (
              <th key={cell.id} scope="row" className={`fw-normal ${column.className ?? ''}`}>
                {content}
              </th>
            ) : (
              <td key={cell.id} className={column.className}>
                {content}
              </td>
            );
          })}
        </tr>
      ))}
    </tbody>
  );
}
