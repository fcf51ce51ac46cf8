import type { Column } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { DataColumn } from './types';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;
const arrows = { asc: ArrowUp, desc: ArrowDown } as const;

/** A column header; a sortable one is a button that cycles ascending → descending → unsorted. */
export function SortableHeader<T>({ column, state }: { column: DataColumn<T>; state: Column<T> }) {
  const className = column.className ? `text-nowrap ${column.className}` : 'text-nowrap';
  if (!state.getCanSort()) {
    return (
      <th scope="col" className={className}>
        <span className={column.hideHeader ? 'visually-hidden' : undefined}>{column.header}</span>
      </th>
    );
  }
  const sorted = state.getIsSorted();
  const Arrow = sorted ? arrows[sorted] : ArrowUpDown;
  return (
    <th scope="col" className={className} aria-sort={sorted ? ariaSort[sorted] : 'none'}>
      <button
        type="button"
        className="btn btn-link p-0 text-reset text-decoration-none fw-semibold d-inline-flex align-items-center gap-1"
        onClick={state.getToggleSortingHandler()}
      >
        {column.header}
        {/* The arrow is decoration: aria-sort on the header tells assistive tech the order. */}
        <Arrow size={14} aria-hidden="true" className={sorted ? undefined : 'opacity-50'} />
      </button>
    </th>
  );
}
