import { useCallback } from 'react';
import type { Task, TaskQuery } from '@console/contracts';
import { useLoad } from '@console/ui';
import { fetchTasks } from '../api/tasks-api';

export type TasksState =
  | { status: 'loading'; tasks: Task[] | null }
  | { status: 'ready'; tasks: Task[] }
  | { status: 'error'; tasks: Task[] | null; message: string };

/** Loads the list for a query; the previous rows stay on screen while the next ones load. */
export function useTasks(query: TaskQuery | null) {
  // The query as text: a new object with the same content must not refetch.
  const { state, reload, update } = useLoad(query && JSON.stringify(query), (signal) => fetchTasks(query ?? {}, signal));
  /** Shows a change at once, before the server confirms it (the next reload has the truth). */
  const patch = useCallback(
    (id: number, change: Partial<Task>) => update((tasks) => tasks.map((task) => (task.id === id ? { ...task, ...change } : task))),
    [update],
  );
  let tasksState: TasksState;
  if (state.status === 'error') tasksState = { status: 'error', tasks: state.data, message: state.message };
  else if (state.status === 'ready') tasksState = { status: 'ready', tasks: state.data };
  else tasksState = { status: 'loading', tasks: state.data };
  return { state: tasksState, reload, patch };
}
