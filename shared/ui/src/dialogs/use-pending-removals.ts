import { useCallback, useEffect, useRef, useState } from 'react';
import { showUndoToast, type PendingUndo } from './undo-toast';

export interface PendingRemoval<T> {
  /** The toast's text, e.g. '3 videos deleted.' */
  message: string;
  undoLabel?: string;
  /**
   * Sends the removal once Undo has timed out (or the page goes away). It reports its own failure
   * and refreshes its own data; the rows show again once it settles, either way, so a refused
   * removal brings them back and a done one is replaced by the server's truth.
   */
  commit(items: readonly T[]): Promise<unknown>;
}

/**
 * Remove with Undo, one row or many: the rows leave the list at once (`hidden`, kept with the
 * rows themselves so a page can take them out of its counts), nothing is sent until the Undo
 * toast has timed out, and removals still waiting are sent when the page goes away (another
 * route, or the tab closing).
 */
export function usePendingRemovals<T extends { id: number }>() {
  const [hidden, setHidden] = useState<ReadonlyMap<number, T>>(new Map());
  const pending = useRef(new Set<PendingUndo>());

  const show = useCallback((items: readonly T[]) => {
    setHidden((current) => new Map([...current].filter(([id]) => !items.some((item) => item.id === id))));
  }, []);

  const remove = useCallback(
    (items: readonly T[], { message, undoLabel, commit }: PendingRemoval<T>) => {
      setHidden((current) => new Map([...current, ...items.map((item) => [item.id, item] as const)]));
      const undo = showUndoToast({
        message,
        undoLabel,
        onUndo: () => {
          pending.current.delete(undo);
          show(items);
        },
        onCommit: () => {
          pending.current.delete(undo);
          const showAgain = () => show(items);
          void commit(items).then(showAgain, showAgain);
        },
      });
      pending.current.add(undo);
    },
    [show],
  );

  useEffect(() => {
    const flushAll = () => [...pending.current].forEach((undo) => undo.flush());
    window.addEventListener('pagehide', flushAll);
    return () => {
      window.removeEventListener('pagehide', flushAll);
      flushAll();
    };
  }, []);

  return { hidden, remove };
}
