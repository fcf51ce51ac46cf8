import { useRef, useState, type FocusEventHandler } from 'react';
import type { Task } from '@console/contracts';
import { ListChecks } from 'lucide-react';
import { EmptyState, ErrorState, SkeletonLines, useFormat } from '@console/ui';
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

/**
 * How many rows are drawn at first, and added by each "Show more": a list of thousands (a large
 * team's backlog) drawn at once took seconds to show and made each key of the search lag.
 */
export const taskRowsStep = 100;

/** The rows, with loading, empty and error states. Key it by the view: a new one starts at the first rows again. */
export function TaskList({ state, onRetry, onOpen, onToggle, rowFocus }: TaskListProps) {
  const t = useTodoT();
  const { number } = useFormat();
  const [limit, setLimit] = useState(taskRowsStep);
  const list = useRef<HTMLUListElement>(null);
  // Shows the next rows and takes the focus to the first of them, where the reader was going.
  const showMore = () => {
    const first = limit;
    setLimit(limit + taskRowsStep);
    requestAnimationFrame(() => list.current?.children[first]?.querySelector<HTMLElement>('button')?.focus());
  };
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
        <>
          <ul ref={list} className="list-group list-group-flush" aria-label={t('list.label')} aria-busy={state.status === 'loading'} {...rowFocus}>
            {state.tasks.slice(0, limit).map((task) => (
              <TaskRow key={task.id} task={task} onOpen={onOpen} onToggle={onToggle} />
            ))}
          </ul>
          {state.tasks.length > limit && (
            <div className="d-flex flex-wrap align-items-center gap-3 p-3 border-top">
              <span className="text-body-secondary small">{t('list.partial', { shown: number(limit), total: number(state.tasks.length) })}</span>
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={showMore}>
                {t('list.showMore', { shown: number(Math.min(taskRowsStep, state.tasks.length - limit)) })}
              </button>
            </div>
          )}
        </>
      )}
    </>
  );
}
