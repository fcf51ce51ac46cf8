import { useId, type ReactNode } from 'react';
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
  onChange(value: V | ''): void;
}

export interface FilterBarProps {
  /** The search landmark's name ('Filters' when not given). */
  label?: string;
  search?: Omit<SearchInputProps, 'id'>;
  filters?: readonly FilterSelect[];
  /** Shown when anything is filtered: clears search and filters at once. */
  onClear?(): void;
  /** Actions at the end of the bar (Export, Add …). */
  children?: ReactNode;
}

/** A list's search box, filter selects and actions, each control labelled. */
export function FilterBar({ label, search, filters = [], onClear, children }: FilterBarProps) {
  const t = useUiT();
  const id = useId();
  const filtered = Boolean(search?.value) || filters.some((filter) => filter.value !== '');
  return (
    <div className="d-flex flex-wrap gap-3 align-items-end p-3 border-bottom">
      <div className="d-flex flex-wrap gap-3 align-items-end flex-grow-1" role="search" aria-label={label ?? t('filters.label', 'Filters')}>
        {search && (
          <div className="flex-grow-1" style={{ minWidth: '12rem' }}>
            <SearchInput id={`${id}-search`} {...search} />
          </div>
        )}
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
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        {onClear && filtered && (
          <button type="button" className="btn btn-link px-0" onClick={onClear}>
            {t('filters.clear', 'Clear filters')}
          </button>
        )}
      </div>
      {children && <div className="d-flex flex-wrap gap-2 ms-auto">{children}</div>}
    </div>
  );
}
