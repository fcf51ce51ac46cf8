import { useId } from 'react';
import { pageWindow } from './page-window';
import { useFormat } from '../format/formatters';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  perPage: number;
  /** Rows matching the filters, on every page. */
  total: number;
  onPageChange(page: number): void;
  /** With `pageSizes`, shows a "Rows per page" select. */
  pageSizes?: readonly number[];
  onPerPageChange?(perPage: number): void;
  /** Rows on this page, when not a full page's worth (e.g. one hidden while its delete can be undone). */
  pageRows?: number;
  /** What the rows are, for "Showing 1 to 10 of 24 users". */
  itemLabel?: string;
  /** The navigation landmark's name. */
  label?: string;
}

/** "Showing 11 to 20 of 10,000 users", a page-size select and the page buttons. */
export function Pagination(props: PaginationProps) {
  const { page, perPage, total, onPageChange, pageSizes, onPerPageChange, pageRows, itemLabel = 'rows', label = 'Pagination' } = props;
  const sizeId = useId();
  const { number } = useFormat();
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const first = total === 0 ? 0 : Math.min(total, (page - 1) * perPage + 1);
  const last = pageRows === undefined ? Math.min(total, page * perPage) : first + Math.max(0, pageRows - 1);
  const button = (target: number, text: string, name: string, current = false) => (
    <li key={name} className={`page-item${current ? ' active' : ''}${target < 1 || target > pageCount ? ' disabled' : ''}`}>
      <button
        type="button"
        className="page-link"
        aria-label={name}
        aria-current={current ? 'page' : undefined}
        disabled={target < 1 || target > pageCount}
        onClick={() => onPageChange(target)}
      >
        {text}
      </button>
    </li>
  );

  return (
    <div className="d-flex flex-wrap align-items-center gap-3 p-3">
      <p className="mb-0 text-body-secondary small me-auto">
        {total === 0 ? `No ${itemLabel}` : `Showing ${number(first)} to ${number(last)} of ${number(total)} ${itemLabel}`}
      </p>
      {pageSizes && onPerPageChange && (
        <div className="d-flex align-items-center gap-2">
          <label htmlFor={sizeId} className="small text-nowrap mb-0">
            Rows per page
          </label>
          <select id={sizeId} className="form-select form-select-sm w-auto" value={perPage} onChange={(event) => onPerPageChange(Number(event.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      )}
      {pageCount > 1 && (
        <nav aria-label={label}>
          <ul className="pagination pagination-sm mb-0">
            {button(page - 1, '‹', 'Previous page')}
            {pageWindow(page, pageCount).map((item, index) =>
              item === 'gap' ? (
                <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
                  <span className="page-link">…</span>
                </li>
              ) : (
                button(item, String(item), `Page ${item}`, item === page)
              ),
            )}
            {button(page + 1, '›', 'Next page')}
          </ul>
        </nav>
      )}
    </div>
  );
}
