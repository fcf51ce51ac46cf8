import { useCallback, useEffect, useRef, type FocusEvent } from 'react';
import type { Task } from '@console/contracts';
import { focusLost, neighbourThatStays } from '@console/ui';

/**
 * A task that leaves the view (moved to Deleted, restored, unstarred under Important, reopened
 * under Completed) takes its row's buttons with it, and the focus on them would fall to the page
 * body, where keyboard and screen-reader users start again from the top. Focus on one of the row's
 * own controls goes to the same control of the next row (the previous one when it was the last),
 * so unstarring several in a row is a key press each; with no row left, and after the side panel
 * opened from the row (whose close gives focus back to the row's title, either side of the row
 * going), to the view's heading.
 */
/** A row's checkbox, title and star, in order. */
const rowControls = (row: Element | null): HTMLElement[] => [...(row?.querySelectorAll<HTMLElement>('input, button') ?? [])];

export function useFocusRescue(tasks: readonly Task[] | null, editing: Task | 'new' | null) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(tasks);
  // The task whose row holds the focus, and which of its controls, kept when that focus goes nowhere (the row removed).
  // `fromPanel`: given back by the side panel as it closed, not moved there by the user.
  const focusedRow = useRef<{ id: number; control: number; fromPanel: boolean } | null>(null);
  const panelTask = useRef<number | null>(null);
  const closedPanelTask = useRef<number | null>(null);

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
    const before = shown.current;
    shown.current = tasks;
    const row = focusedRow.current;
    if (!row || !focusLost() || tasks?.some((task) => task.id === row.id)) return;
    focusedRow.current = null;
    const idsOf = (list: readonly Task[] | null) => list?.map((task) => task.id) ?? [];
    const next = row.fromPanel ? undefined : neighbourThatStays(idsOf(before), idsOf(tasks), row.id);
    const control = next === undefined ? undefined : rowControls(document.querySelector(`[data-task-id="${next}"]`))[row.control];
    (control ?? heading.current)?.focus();
  }, [tasks]);

  return {
    heading,
    /** For the list: which row the focus is in. */
    rowFocus: {
      onFocus: (event: FocusEvent<HTMLElement>) => {
        const row = event.target.closest<HTMLElement>('[data-task-id]');
        const id = row ? Number(row.dataset.taskId) : null;
        // The panel gives the focus back to its task's row just after it has gone (panelGone).
        const fromPanel = id !== null && id === closedPanelTask.current;
        closedPanelTask.current = null;
        focusedRow.current = row && id !== null ? { id, control: rowControls(row).indexOf(event.target), fromPanel } : null;
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (event.relatedTarget) focusedRow.current = null;
      },
    },
    /** For the panel: it has slid out (it then gives the focus back to its task's row, if still there). */
    panelGone: useCallback(() => {
      closedPanelTask.current = panelTask.current;
      if (rescue(panelTask.current)) panelTask.current = null;
    }, [rescue]),
  };
}
