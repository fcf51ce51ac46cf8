import { useCallback, useEffect, useState } from 'react';
import type { Task, TaskQuery } from '@console/contracts';
import { fetchTasks } from '../api/tasks-api';

export type TasksState =
  | { status: 'loading'; tasks: Task[] | null }
  | { status: 'ready'; tasks: Task[] }
  | { status: 'error'; tasks: Task[] | null; message: string };

interface Settled {
  key: string;
  tasks: Task[] | null;
  message?: string;
}

/** Loads the list for a query; the previous rows stay on screen while the next ones load. */
export function useTasks(query: TaskQuery | null) {
  const [version, setVersion] = useState(0);
  // The last answer, tagged with the request it answered: "loading" is derived, not stored.
  const [settled, setSettled] = useState<Settled>({ key: '', tasks: null });
  const key = `${JSON.stringify(query)}#${version}`;

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    fetchTasks(query, controller.signal).then(
      (tasks) => setSettled({ key, tasks }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : 'The tasks could not be loaded.';
        setSettled((previous) => ({ key, tasks: previous.tasks, message }));
      },
    );
    return () => controller.abort();
    // `key` stands for `query` and `version`: a new object with the same content must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  /** Shows a change at once, before the server confirms it (the next reload has the truth). */
  const patch = useCallback((id: number, change: Partial<Task>) => {
    setSettled((previous) => ({
      ...previous,
      tasks: previous.tasks?.map((task) => (task.id === id ? { ...task, ...change } : task)) ?? null,
    }));
  }, []);
  let state: TasksState;
  if (settled.key !== key) state = { status: 'loading', tasks: settled.tasks };
  else if (settled.message !== undefined) state = { status: 'error', tasks: settled.tasks, message: settled.message };
  else state = { status: 'ready', tasks: settled.tasks ?? [] };
  return { state, reload, patch };
}
