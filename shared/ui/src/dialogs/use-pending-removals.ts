import { useCallback, useEffect, useRef, useState } from 'react';
import { warnBeforeUnload } from '../form/unsaved-changes';
import { flushRemovalsEvent } from './flush-pending-removals';
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
 * route, or the tab closing), or at once before Log out (flushPendingRemovals). While one waits, a
 * reload or a closed tab asks first: a request sent as the page unloads may never arrive.
 */
export function usePendingRemovals<T extends { id: number }>() {
  const [hidden, setHidden] = useState<ReadonlyMap<number, T>>(new Map());
  const pending = useRef(new Set<PendingUndo>());
  // The removals sent and not yet answered: Log out waits for them.
  const sending = useRef(new Set<Promise<unknown>>());
  const [waiting, setWaiting] = useState(0);

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
          setWaiting(pending.current.size);
          show(items);
        },
        onCommit: () => {
          pending.current.delete(undo);
          setWaiting(pending.current.size);
          const showAgain = () => show(items);
          const sent = commit(items).then(showAgain, showAgain);
          sending.current.add(sent);
          void sent.finally(() => sending.current.delete(sent));
        },
      });
      pending.current.add(undo);
      setWaiting(pending.current.size);
    },
    [show],
  );

  useEffect(() => {
    const flushAll = () => [...pending.current].forEach((undo) => undo.flush());
    const flushForLogOut = (event: Event) => {
      flushAll();
      (event as CustomEvent<Promise<unknown>[]>).detail.push(...sending.current);
    };
    window.addEventListener('pagehide', flushAll);
    window.addEventListener(flushRemovalsEvent, flushForLogOut);
    return () => {
      window.removeEventListener('pagehide', flushAll);
      window.removeEventListener(flushRemovalsEvent, flushForLogOut);
      flushAll();
    };
  }, []);

  useEffect(() => {
    if (waiting === 0) return;
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => window.removeEventListener('beforeunload', warnBeforeUnload);
  }, [waiting]);

  return { hidden, remove };
}
