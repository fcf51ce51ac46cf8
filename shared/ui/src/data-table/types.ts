import type { ReactNode } from 'react';

/** One column of a DataTable. */
export interface DataColumn<T> {
  /** Names the column; for a sortable column it is also the sort key handed to `onSortChange`. */
  id: string;
  header: string;
  cell(row: T): ReactNode;
  sortable?: boolean;
  /**
   * What a sortable column's order is when it is not the alphabet's (a rank): said to assistive
   * tech with the header's button and shown as its tooltip ('Most rights first').
   */
  sortHint?: string;
  /** Bootstrap classes for the column's header and cells, e.g. 'text-end text-nowrap'. */
  className?: string;
  /** Keep the header text for screen readers only (an actions column). */
  hideHeader?: boolean;
}

/** The server-side sort: one column, ascending or descending. */
export interface TableSort {
  id: string;
  desc: boolean;
}

/**
 * The sort after a click on column `id`'s header: another column's sort (or none) gives way to
 * `id` ascending, ascending turns descending, and descending goes back to the list's own order.
 */
export function nextSort(sort: TableSort | null, id: string): TableSort | null {
  if (sort?.id !== id) return { id, desc: false };
  return sort.desc ? null : { id, desc: true };
}
