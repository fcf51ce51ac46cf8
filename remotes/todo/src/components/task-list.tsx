import type { Task } from '@console/contracts';
import { ListChecks } from 'lucide-react';
import { EmptyState, ErrorState, SkeletonLines } from '@console/ui';
import type { TasksState } from '../hooks/use-tasks';
import { TaskRow } from './task-row';

interface TaskListProps {
  state: TasksState;
  onRetry(): void;
  onOpen(task: Task): void;
  onToggle(task: Task, change: Partial<Pick<Task, 'isCompleted' | 'isImportant'>>): void;
}

/** The rows, with loading, empty and error states. */
export function TaskList({ state, onRetry, onOpen, onToggle }: TaskListProps) {
  const error = state.status === 'error' && <ErrorState message={state.message} stale={Boolean(state.tasks?.length)} onRetry={onRetry} />;
  if (!state.tasks) {
    return (
      error || (
        <div className="px-3">
          <SkeletonLines lines={6} label="Loading tasks" />
        </div>
      )
    );
  }
  return (
    <>
      {error}
      {state.tasks.length === 0 ? (
        <EmptyState icon={ListChecks} title="No tasks found." text="Change the search, or pick another view or tag." />
      ) : (
        <ul className="list-group list-group-flush" aria-label="Tasks" aria-busy={state.status === 'loading'}>
          {state.tasks.map((task) => (
            <TaskRow key={task.id} task={task} onOpen={onOpen} onToggle={onToggle} />
          ))}
        </ul>
      )}
    </>
  );
}
