import { useCallback } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type NewTask, type Task, type TaskQuery } from '@console/contracts';
import { useFailureSentence } from '@console/ui';
import { useOptimisticMutation } from '@console/ui/query';
import { addTask, deleteTask, updateTask } from '../api/tasks-api';
import { tasksListQuery } from '../api/tasks-query';
import { useTodoT } from '../i18n/use-todo-t';

export type TasksState =
  | { status: 'loading'; tasks: Task[] | null }
  | { status: 'ready'; tasks: Task[] }
  | { status: 'error'; tasks: Task[] | null; message: string };

export type TaskFlags = Partial<Pick<Task, 'isCompleted' | 'isImportant'>>;

/** Every cached task list, whatever its query (a key's object part matches partially). */
const everyTaskList = queryKeys.tasks.list({});

/**
 * The list for a query (null: none, the view does not exist). The previous rows stay on screen
 * while the next ones load (`loading` with rows: the list is only marked busy, nothing jumps).
 */
export function useTasks(query: TaskQuery | null) {
  const t = useTodoT();
  const failure = useFailureSentence();
  const result = useQuery({
    ...tasksListQuery(query ?? {}),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const { refetch } = result;
  const reload = useCallback(() => void refetch(), [refetch]);

  const tasks = result.data ?? null;
  let state: TasksState;
  if (result.isFetching) state = { status: 'loading', tasks };
  // The server's own text is English: it ends the sentence only when known (translated) or English.
  else if (result.isError) state = { status: 'error', tasks, message: failure(t('list.loadFailed'), result.error) };
  else if (tasks) state = { status: 'ready', tasks };
  else state = { status: 'loading', tasks };
  return { state, reload };
}

/**
 * Saving a task from the panel: add, update, delete (to the Deleted view) and restore. Each
 * success refreshes every task query in the console (the users remote's view of assigned tasks
 * too); a failure is thrown to the panel, which keeps the input and shows why.
 */
export function useTaskChanges() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.tasks.all });
  const add = useMutation({ mutationFn: (fields: NewTask) => addTask(fields), onSuccess: refresh });
  const update = useMutation({ mutationFn: (task: Task) => updateTask(task), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (task: Task) => deleteTask(task.id), onSuccess: refresh });
  return {
    add: add.mutateAsync,
    update: update.mutateAsync,
    remove: remove.mutateAsync,
    /** Restoring saves the task with its deleted flag off. */
    restore: (task: Task) => update.mutateAsync({ ...task, isDeleted: false }),
  };
}

/**
 * Stars a task or ticks it done: shown at once in every list on screen, taken back with a toast
 * when the server refuses, and followed by a refresh of every task query either way.
 */
export function useToggleTask() {
  const t = useTodoT();
  const failure = useFailureSentence();
  const { mutate } = useOptimisticMutation<{ task: Task; change: TaskFlags }, Task, Task[]>({
    // The kit's toast shows the error's text as it is: this remote's sentence, ending with the
    // server's reason only where it is known (translated) or the console is in English.
    mutationFn: ({ task, change }) =>
      updateTask({ ...task, ...change }).catch((error: unknown) => {
        throw new Error(failure(t('toasts.flagRefused'), error));
      }),
    queryKey: everyTaskList,
    apply: (tasks, { task, change }) => tasks.map((row) => (row.id === task.id ? { ...row, ...change } : row)),
    invalidates: queryKeys.tasks.all,
    errorMessage: t('toasts.flagRefused'),
  });
  return useCallback((task: Task, change: TaskFlags) => mutate({ task, change }), [mutate]);
}
