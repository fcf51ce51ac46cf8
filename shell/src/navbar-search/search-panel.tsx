import { useEffect, useId, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { useBookmarksStore } from './bookmarks-store';
import { nextIndex, type SearchOption } from './search-groups';
import { SearchResults } from './search-results';
import { SearchStatus } from './search-status';
import { useMainSearch } from './use-main-search';
import { useSearchT } from './use-search-t';

interface SearchPanelProps {
  inputRef: RefObject<HTMLInputElement | null>;
  onOpen(option: SearchOption): void;
}

/** The dialog's content: a combobox over the grouped results (the WAI-ARIA combobox pattern). */
export function SearchPanel({ inputRef, onOpen }: SearchPanelProps) {
  const { t } = useSearchT();
  const id = useId();
  const listboxId = `${id}-results`;
  const [text, setText] = useState('');
  const { state, retry, searchable } = useMainSearch(text);
  const { groups } = state;
  // The active option belongs to one answer: a new answer starts with none active. Compared by
  // content: the same answer re-derived (another remote mounted meanwhile) keeps the choice.
  const answer = useMemo(() => JSON.stringify(groups), [groups]);
  const [active, setActive] = useState<{ answer: string; index: number }>({ answer, index: -1 });
  const activeIndex = active.answer === answer ? active.index : -1;
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const optionId = (index: number) => `${listboxId}-${index}`;

  useEffect(() => {
    // The stars show the store's truth, so it is loaded even when the navbar links are not shown.
    if (useBookmarksStore.getState().status === 'idle') void useBookmarksStore.getState().load();
  }, []);
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${listboxId}-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, listboxId]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault(); // the caret stays where it is
      setActive({ answer, index: nextIndex(activeIndex, options.length, event.key === 'ArrowDown' ? 1 : -1) });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Results still on their way belong to an older query: Enter waits for the current one.
      const option = state.status === 'ready' ? options[Math.max(activeIndex, 0)] : undefined;
      if (option) onOpen(option);
    }
  }

  return (
    <>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('inputLabel')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        role="combobox"
        className="form-control form-control-lg"
        placeholder={t('placeholder')}
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <SearchStatus state={state} text={text.trim()} count={options.length} searchable={searchable} onRetry={retry} />
      <SearchResults
        id={listboxId}
        groups={groups}
        busy={state.status === 'loading'}
        activeIndex={activeIndex}
        optionId={optionId}
        onPoint={(index) => setActive({ answer, index })}
        onOpen={onOpen}
      />
    </>
  );
}
