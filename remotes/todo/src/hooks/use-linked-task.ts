import { useEffect, useRef } from 'react';
import { useQueries } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useSearchParams } from '@console/router';
import type { Task, TaskQuery } from '@console/contracts';
import { tasksListQuery } from '../api/tasks-query';
import { useTodoT } from '../i18n/use-todo-t';

/** Where a linked task may be: every task not deleted (the page's own default list), then the Deleted view. */
const everywhere: readonly TaskQuery[] = [
  { q: '', sortBy: 'latest' },
  { q: '', sortBy: 'latest', filter: 'deleted' },
];

/**
 * A link to one task (`/apps/todo?task=12`, from a user's activity or the navbar search) opens it
 * in the editor, whatever view the list shows. `close()` takes the link out of the address as the
 * editor closes (Back then leaves the page, as before it opened); an unknown task says so.
 */
export function useLinkedTask(open: (task: Task) => void) {
  const t = useTodoT();
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get('task');
  const lists = useQueries({ queries: everywhere.map((query) => ({ ...tasksListQuery(query), enabled: linked !== null })) });
  const settled = lists.every((list) => list.data !== undefined || list.isError);
  const found = linked === null ? undefined : lists.flatMap((list) => list.data ?? []).find((task) => String(task.id) === linked);
  // Each link opens once: closing the editor, or a refetch, does not open it again.
  const handled = useRef<string | null>(null);

  const close = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('task');
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (linked === null || handled.current === linked || (!found && !settled)) return;
    handled.current = linked;
    if (found) open(found);
    else {
      toast.error(t('toasts.taskNotFound'));
      close();
    }
    // `open` and `close` are the page's: a new identity each render, the same action.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked, found, settled]);

  return { close: () => (linked !== null ? close() : undefined) };
}
