import { useCallback, useEffect, useRef, type FocusEvent } from 'react';
import type { Task } from '@console/contracts';
import { focusLost } from '@console/ui';

/**
 * A task that leaves the view (moved to Deleted, restored, unstarred under Important, reopened
 * under Completed) takes its row's buttons with it, and the focus on them would fall to the page
 * body, where keyboard and screen-reader users start again from the top: it goes to the view's
 * heading instead. Both ways a row can hold the focus as it goes are watched: one of its own
 * buttons, and the side panel opened from it (whose close gives focus back to the row's title).
 */
export function useFocusRescue(tasks: readonly Task[] | null, editing: Task | 'new' | null) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(tasks);
  // The task whose row holds the focus, kept when that focus goes nowhere (the row removed).
  const focusedRow = useRef<number | null>(null);
  const panelTask = useRef<number | null>(null);

  /** Moves focus lost with `taskId`'s row to the heading; says whether it did. */
  const rescue = useCallback((taskId: number | null) => {
    if (taskId === null || !focusLost() || shown.current?.some((task) => task.id === taskId)) return false;
    heading.current?.focus();
    return true;
  }, []);

  useEffect(() => {
    if (editing !== null) panelTask.current = editing === 'new' ? null : editing.id;
  }, [editing]);

  useEffect(() => {
    shown.current = tasks;
    if (rescue(focusedRow.current)) focusedRow.current = null;
  }, [tasks, rescue]);

  return {
    heading,
    /** For the list: which row the focus is in. */
    rowFocus: {
      onFocus: (event: FocusEvent<HTMLElement>) => {
        const row = event.target.closest<HTMLElement>('[data-task-id]');
        focusedRow.current = row ? Number(row.dataset.taskId) : null;
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (event.relatedTarget) focusedRow.current = null;
      },
    },
    /** For the panel: it has slid out (it then gives the focus back to its task's row, if still there). */
    panelGone: useCallback(() => {
      if (rescue(panelTask.current)) panelTask.current = null;
    }, [rescue]),
  };
}
