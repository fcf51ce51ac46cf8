import type { Task } from '@console/contracts';
import { LoadError } from '@console/ui';
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
  const error = state.status === 'error' && <LoadError message={state.message} stale={Boolean(state.tasks?.length)} onRetry={onRetry} />;
  if (!state.tasks) {
    return (
      error || (
        <div className="d-flex justify-content-center p-5">
          <div className="spinner-border text-primary" role="status" aria-label="Loading tasks" />
        </div>
      )
    );
  }
  return (
    <>
      {error}
      {state.tasks.length === 0 ? (
        <p className="text-center text-body-secondary p-5 mb-0">No tasks found.</p>
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
