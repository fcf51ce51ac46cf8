import { useId } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { nextSort, type DataColumn, type TableSort } from './types';

interface SortableHeaderProps<T> {
  column: DataColumn<T>;
  /** The table's sort (any column's), or null. */
  sort: TableSort | null;
  onSortChange?(sort: TableSort | null): void;
}

/** A column header; a sortable one is a button that cycles ascending → descending → unsorted. */
export function SortableHeader<T>({ column, sort, onSortChange }: SortableHeaderProps<T>) {
  const className = column.className ? `text-nowrap ${column.className}` : 'text-nowrap';
  const hintId = useId();
  if (!column.sortable) {
    return (
      <th scope="col" className={className}>
        <span className={column.hideHeader ? 'visually-hidden' : undefined}>{column.header}</span>
      </th>
    );
  }
  const sorted = sort?.id === column.id ? sort : null;
  const Arrow = sorted ? (sorted.desc ? ArrowDown : ArrowUp) : ArrowUpDown;
  return (
    <th scope="col" className={className} aria-sort={sorted ? (sorted.desc ? 'descending' : 'ascending') : 'none'}>
      <button
        type="button"
        className="btn btn-link p-0 text-reset text-decoration-none fw-semibold d-inline-flex align-items-center gap-1"
        onClick={() => onSortChange?.(nextSort(sort, column.id))}
        title={column.sortHint}
        aria-describedby={column.sortHint ? hintId : undefined}
      >
        {column.header}
        {/* The arrow is decoration: aria-sort on the header tells assistive tech the order. */}
        <Arrow size={14} aria-hidden="true" className={sorted ? undefined : 'opacity-50'} />
      </button>
      {column.sortHint && (
        <span id={hintId} className="visually-hidden">
          {column.sortHint}
        </span>
      )}
    </th>
  );
}
