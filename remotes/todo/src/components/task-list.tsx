import type { FocusEventHandler } from 'react';
import type { Task } from '@console/contracts';
import { ListChecks } from 'lucide-react';
import { EmptyState, ErrorState, SkeletonLines } from '@console/ui';
import type { TaskFlags, TasksState } from '../hooks/use-tasks';
import { useTodoT } from '../i18n/use-todo-t';
import { TaskRow } from './task-row';

interface TaskListProps {
  state: TasksState;
  onRetry(): void;
  onOpen(task: Task): void;
  onToggle(task: Task, change: TaskFlags): void;
  /** Told which row the focus is in (rows carry `data-task-id`). */
  rowFocus?: { onFocus: FocusEventHandler<HTMLElement>; onBlur: FocusEventHandler<HTMLElement> };
}

/** The rows, with loading, empty and error states. */
export function TaskList({ state, onRetry, onOpen, onToggle, rowFocus }: TaskListProps) {
  const t = useTodoT();
  const error = state.status === 'error' && <ErrorState message={state.message} stale={Boolean(state.tasks?.length)} onRetry={onRetry} />;
  if (!state.tasks) {
    return (
      error || (
        <div className="px-3">
          <SkeletonLines lines={6} label={t('list.loading')} />
        </div>
      )
    );
  }
  return (
    <>
      {error}
      {state.tasks.length === 0 ? (
        <EmptyState icon={ListChecks} title={t('list.emptyTitle')} text={t('list.emptyText')} />
      ) : (
        <ul className="list-group list-group-flush" aria-label={t('list.label')} aria-busy={state.status === 'loading'} {...rowFocus}>
          {state.tasks.map((task) => (
            <TaskRow key={task.id} task={task} onOpen={onOpen} onToggle={onToggle} />
          ))}
        </ul>
      )}
    </>
  );
}
