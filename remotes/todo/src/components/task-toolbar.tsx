import { taskSorts, type TaskSort } from '@console/contracts';
import { SearchInput } from '@console/ui';
import { useTodoT } from '../i18n/use-todo-t';

interface TaskToolbarProps {
  q: string;
  sortBy: TaskSort;
  onSearch(q: string): void;
  onSort(sortBy: TaskSort): void;
}

/** Search as you type (debounced into the URL) and the sort order. */
export function TaskToolbar({ q, sortBy, onSearch, onSort }: TaskToolbarProps) {
  const t = useTodoT();
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end p-3 border-bottom">
      <div className="flex-grow-1">
        <SearchInput id="todo-search" label={t('toolbar.search')} value={q} onSearch={onSearch} hideLabel />
      </div>
      <div>
        <label htmlFor="todo-sort" className="form-label visually-hidden">
          {t('toolbar.sortBy')}
        </label>
        <select id="todo-sort" className="form-select" value={sortBy} onChange={(event) => onSort(event.target.value as TaskSort)}>
          {taskSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
