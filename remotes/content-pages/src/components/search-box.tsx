import { useId } from 'react';
import { SearchInput } from '@console/ui';

/** The kit's search input (applied once typing settles, or on Enter) in a search landmark named by its label. */
export function SearchBox({ label, value, onSearch, placeholder }: { label: string; value: string; onSearch(value: string): void; placeholder?: string }) {
  const id = useId();
  return (
    <div role="search" aria-label={label}>
      <SearchInput id={id} label={label} value={value} onSearch={onSearch} placeholder={placeholder} debounceMs={300} hideLabel />
    </div>
  );
}
