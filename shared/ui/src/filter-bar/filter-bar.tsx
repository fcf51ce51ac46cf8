import { useId, useRef, useState, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { useUiT } from '../use-ui-t';
import { SearchInput, type SearchInputProps } from './search-input';

/** One select of a FilterBar; '' is "no filter" (the `allLabel` option). */
export interface FilterSelect<V extends string = string> {
  id: string;
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  /** The first option, which clears this filter: 'All roles'. */
  allLabel: string;
  /**
   * The options have all arrived (options from the API: brands, users). A value none of them has is
   * then one that does not exist (a stale bookmark's, a hand-edited address's), and is said so.
   */
  optionsLoaded?: boolean;
  onChange(value: V | ''): void;
}

export interface FilterBarProps {
  /** The search landmark's name ('Filters' when not given). */
  label?: string;
  search?: Omit<SearchInputProps, 'id'>;
  filters?: readonly FilterSelect[];
  /** More filter controls than selects (a date range …): they fold away with the selects on a phone. */
  more?: ReactNode;
  /** How many of `more`'s filters are set: counted on the phone's Filters button, and they show Clear. */
  moreActive?: number;
  /** Shown when anything is filtered: clears search and filters at once. */
  onClear?(): void;
  /** Actions at the end of the bar (Export, Add …). */
  children?: ReactNode;
}

/**
 * A list's search box, filter selects and actions, each control labelled. On a phone the filters
 * fold behind a Filters button (with how many are set), so the list is not a screen away.
 */
export function FilterBar({ label, search, filters = [], more, moreActive = 0, onClear, children }: FilterBarProps) {
  const t = useUiT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const active = filters.filter((filter) => filter.value !== '').length + moreActive;
  const filtered = Boolean(search?.value) || active > 0;
  const foldable = filters.length > 0 || Boolean(more);
  const landmark = useRef<HTMLDivElement>(null);
  // Clear filters leaves the bar once nothing is filtered: the focus goes to the first control that
  // can take it (the search box; on a phone with the filters folded, the Filters button), not to the body.
  const clear = () => {
    for (const control of landmark.current?.querySelectorAll<HTMLElement>('input, select, button') ?? []) {
      control.focus();
      if (document.activeElement === control) break;
    }
    onClear?.();
  };
  return (
    <div className="d-flex flex-wrap gap-3 align-items-end p-3 border-bottom">
      <div ref={landmark} className="d-flex flex-wrap gap-3 align-items-end flex-grow-1" role="search" aria-label={label ?? t('filters.label', 'Filters')}>
        {search && (
          <div className="flex-grow-1" style={{ minWidth: 'min(12rem, 100%)' }}>
            <SearchInput id={`${id}-search`} {...search} />
          </div>
        )}
        {foldable && (
          <button type="button" className="btn btn-outline-secondary d-md-none" aria-expanded={open} aria-controls={`${id}-fold`} onClick={() => setOpen(!open)}>
            <SlidersHorizontal size={16} aria-hidden="true" className="me-1" />
            {t('filters.label', 'Filters')}
            {active > 0 && <span className="badge rounded-pill text-bg-primary ms-2">{active}</span>}
          </button>
        )}
        <div id={`${id}-fold`} className={`filter-bar-fold${open ? ' open' : ''}`}>
          {filters.map((filter) => (
            <div key={filter.id}>
              <label htmlFor={`${id}-${filter.id}`} className="form-label small mb-1">
                {filter.label}
              </label>
              <select
                id={`${id}-${filter.id}`}
                className="form-select"
                value={filter.value}
                onChange={(event) => filter.onChange(event.target.value)}
              >
                <option value="">{filter.allLabel}</option>
                {/* A value none of the options has (a stale bookmark's, or options still loading) is
                    shown as it is: else the select would read "All …" while the list is filtered. */}
                {filter.value !== '' && !filter.options.some((option) => option.value === filter.value) && (
                  <option value={filter.value}>{filter.optionsLoaded ? t('filters.notFound', '{{value}} (not found)', { value: filter.value }) : filter.value}</option>
                )}
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {more}
        </div>
        {onClear && filtered && (
          <button type="button" className="btn btn-link px-0" onClick={clear}>
            {t('filters.clear', 'Clear filters')}
          </button>
        )}
      </div>
      {children && <div className="d-flex flex-wrap gap-2 ms-auto">{children}</div>}
    </div>
  );
}
