import { useCallback } from 'react';
import { useParams, useSearchParams } from '@console/router';
import { taskFilters, taskTags, type TaskFilter, type TaskQuery, type TaskSort, type TaskTag } from '@console/contracts';
import { isOneOf, taskQueryFrom } from './task-query';
import { useTodoT } from '../i18n/use-todo-t';

export interface TaskView {
  /** The query the list shows; null when the URL names a view that does not exist. */
  query: TaskQuery | null;
  /** The view's name in the current language (as the URL gives it when there is no such view). */
  title: string;
  setSearch(q: string): void;
  setSort(sortBy: TaskSort): void;
}

/** The list's whole state comes from the URL, so a reload or a shared link shows the same list. */
export function useTaskView(): TaskView {
  const t = useTodoT();
  const { filter, tag } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();

  const setParam = useCallback(
    (name: string, value: string, fallback: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value && value !== fallback) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const query: TaskQuery | null = taskQueryFrom({ filter, tag }, searchParams);
  let title = t('views.all');
  if (tag !== undefined) {
    const known = isOneOf<TaskTag>(taskTags, tag);
    title = t('views.tag', { tag: known ? t(`tags.${tag}`) : tag });
  } else if (filter !== undefined) {
    title = isOneOf<TaskFilter>(taskFilters, filter) ? t(`views.${filter}`) : filter;
  }

  return {
    query,
    title,
    setSearch: useCallback((q: string) => setParam('q', q.trim() ? q : '', ''), [setParam]),
    setSort: useCallback((sortBy: TaskSort) => setParam('sortBy', sortBy, 'latest'), [setParam]),
  };
}
