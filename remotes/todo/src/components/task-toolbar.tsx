import { useEffect, useState } from 'react';
import { taskSorts, type TaskSort } from '@console/contracts';
import { useDebouncedValue } from '@console/ui';

const sortLabels: Record<TaskSort, string> = {
  latest: 'Latest',
  'title-asc': 'Title A–Z',
  'title-desc': 'Title Z–A',
  assignee: 'Assignee',
  'due-date': 'Due date',
};

interface TaskToolbarProps {
  q: string;
  sortBy: TaskSort;
  onSearch(q: string): void;
  onSort(sortBy: TaskSort): void;
}

/** Search as you type (debounced into the URL) and the sort order. */
export function TaskToolbar({ q, sortBy, onSearch, onSort }: TaskToolbarProps) {
  const [text, setText] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  const debounced = useDebouncedValue(text);

  // Follow the URL when it changes from outside (back button, a shared link), but not when it
  // is our own settled text coming back: the user may have typed on since.
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== debounced) setText(q);
  }
  useEffect(() => {
    if (debounced !== q) onSearch(debounced);
    // Only a settled edit should write the URL, not a URL change echoing back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <div className="d-flex flex-wrap gap-2 align-items-end p-3 border-bottom">
      <div className="flex-grow-1">
        <label htmlFor="todo-search" className="form-label visually-hidden">
          Search tasks
        </label>
        <input
          id="todo-search"
          type="search"
          className="form-control"
          placeholder="Search tasks"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(text);
          }}
        />
      </div>
      <div>
        <label htmlFor="todo-sort" className="form-label visually-hidden">
          Sort by
        </label>
        <select id="todo-sort" className="form-select" value={sortBy} onChange={(event) => onSort(event.target.value as TaskSort)}>
          {taskSorts.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
