import { useId, type ReactNode } from 'react';
import { FocusKeepingButton } from '../focus/focus-keeping-button';
import { pageWindow } from './page-window';
import { useFormat } from '../format/formatters';
import { useUiT } from '../use-ui-t';

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
  /** What the rows are, for "Showing 1 to 10 of 24 users" (translated by the caller; 'rows' when not given). */
  itemLabel?: string;
  /** The navigation landmark's name ('Pagination' when not given). */
  label?: string;
}


/** "Showing 11 to 20 of 10,000 users", a page-size select and the page buttons, numbers in the current language. */
export function Pagination(props: PaginationProps) {
  const { page, perPage, total, onPageChange, pageSizes, onPerPageChange, pageRows } = props;
  const t = useUiT();
  const itemLabel = props.itemLabel ?? t('pagination.rows', 'rows');
  const sizeId = useId();
  const { number } = useFormat();
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const first = total === 0 ? 0 : Math.min(total, (page - 1) * perPage + 1);
  // Never past the total: a row of an earlier page waiting on Undo is out of the total, not of this page.
  const last = Math.min(total, pageRows === undefined ? page * perPage : first + Math.max(0, pageRows - 1));
  // An old link past the end, or a page whose every row waits on Undo: nothing to count from.
  const pastEnd = page > pageCount;
  const emptyPage = total > 0 && (pastEnd || (page - 1) * perPage >= total || pageRows === 0);
  // Past the end, Previous lands on the last page there is, not on another empty one.
  const previous = pastEnd ? pageCount : page - 1;
  // The arrow pressed to reach the first or last page keeps the focus there.
  const button = (key: string, target: number, text: ReactNode, name: string, current = false) => {
    const off = target < 1 || target > pageCount;
    return (
      <li key={key} className={`page-item${current ? ' active' : ''}${off ? ' disabled' : ''}`}>
        <FocusKeepingButton className="page-link" aria-label={name} aria-current={current ? 'page' : undefined} unavailable={off} onClick={() => onPageChange(target)}>
          {text}
        </FocusKeepingButton>
      </li>
    );
  };

  return (
    <div className="d-flex flex-wrap align-items-center gap-3 p-3">
      {/* A live region from the first render: a search, a filter or another page is announced by
          its count ("No users", "Showing 1 to 10 of 24 users"), as the table itself is not. */}
      <p className="mb-0 text-body-secondary small me-auto" role="status">
        {total === 0
          ? t('pagination.none', 'No {{items}}', { items: itemLabel })
          : emptyPage
            ? t('pagination.emptyPage', 'No {{items}} on this page ({{total}} in all)', { items: itemLabel, total: number(total) })
              : t('pagination.showing', 'Showing {{first}} to {{last}} of {{total}} {{items}}', {
                first: number(first),
                last: number(last),
                total: number(total),
                items: itemLabel,
              })}
      </p>
      {pageSizes && onPerPageChange && (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <label htmlFor={sizeId} className="small text-nowrap mb-0">
            {t('pagination.rowsPerPage', 'Rows per page')}
          </label>
          <select id={sizeId} className="form-select form-select-sm w-auto" value={perPage} onChange={(event) => onPerPageChange(Number(event.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {number(size)}
              </option>
            ))}
          </select>
        </div>
      )}
      {(pageCount > 1 || pastEnd) && (
        <nav aria-label={props.label ?? t('pagination.label', 'Pagination')}>
          <ul className="pagination pagination-sm flex-wrap mb-0">
            {/* ‹ and › are mirrored glyphs: a right-to-left page shows them turned (previous, on the right, points right). */}
            {button('previous', previous, '‹', t('pagination.previous', 'Previous page'))}
            {pageWindow(Math.min(page, pageCount), pageCount).map((item, index) =>
              item === 'gap' ? (
                <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
                  <span className="page-link">…</span>
                </li>
              ) : (
                button(`page-${item}`, item, number(item), t('pagination.page', 'Page {{page}}', { page: number(item) }), item === page)
              ),
            )}
            {button('next', page + 1, '›', t('pagination.next', 'Next page'))}
          </ul>
        </nav>
      )}
    </div>
  );
}
