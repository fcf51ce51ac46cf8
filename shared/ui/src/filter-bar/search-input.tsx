import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../use-debounced-value';

export interface SearchInputProps {
  id: string;
  label: string;
  /** The applied search (usually from the URL). */
  value: string;
  /** Called once typing settles (or at once on Enter). */
  onSearch(value: string): void;
  placeholder?: string;
  debounceMs?: number;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
}

/**
 * The longest search a box takes: the search is written into the address (?q=), and a pasted page
 * of text there made the next reload fail with the server's 431 (headers too large), the browser's
 * own error page instead of the console. No search needs more.
 */
export const searchMaxLength = 200;

/** Marked each time a search is applied, so a benchmark can time the work after the debounce. */
export const searchAppliedMark = 'console:search-applied';

function apply(onSearch: (value: string) => void, value: string) {
  // jsdom has no performance.mark; browsers all do.
  if (typeof performance.mark === 'function') performance.mark(searchAppliedMark);
  onSearch(value);
}

/** A search box that applies its text once typing settles, and follows `value` when it changes elsewhere. */
export function SearchInput({ id, label, value, onSearch, placeholder, debounceMs = 250, hideLabel = false }: SearchInputProps) {
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const debounced = useDebouncedValue(text, debounceMs);

  // Follow the value when it changes from outside (back button, a shared link, Clear), but not
  // when it is our own settled text coming back: the user may have typed on since.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== debounced) setText(value);
  }
  useEffect(() => {
    // The text has settled (the debounced value caught up with it) and is not what is applied.
    // Watching the text too, not the debounced value alone: after Enter applied a text before its
    // debounce fired, the debounced value may still hold the text typed back (an emptied box) and
    // would never change to say so.
    if (debounced === text && debounced !== value) apply(onSearch, debounced);
    // Only a settled edit should apply, not a value change echoing back or a new onSearch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced, text]);

  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label small mb-1'}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="form-control"
        placeholder={placeholder ?? label}
        value={text}
        maxLength={searchMaxLength}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Enter searches now; inside a form (a picker in an editor) it must not submit the form.
          event.preventDefault();
          if (text !== value) apply(onSearch, text);
        }}
      />
    </div>
  );
}
