import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { User } from '@console/contracts';
import { showUndoToast, type PendingUndo } from '@console/ui';
import { deleteUser } from '../api/users-api';

/**
 * Delete with Undo: the row goes at once, the server call waits until the Undo toast has timed
 * out, so Undo restores the user exactly with nothing sent. Deletes still waiting are sent when
 * the page goes away (another route, or the tab closing).
 */
export function usePendingDeletes(onDeleted: (user: User) => void) {
  const [hidden, setHidden] = useState<ReadonlyMap<number, User>>(new Map());
  const pending = useRef(new Map<number, PendingUndo>());
  const onDeletedRef = useRef(onDeleted);
  useEffect(() => {
    onDeletedRef.current = onDeleted;
  });

  const show = useCallback((id: number) => {
    pending.current.delete(id);
    setHidden((current) => new Map([...current].filter(([hiddenId]) => hiddenId !== id)));
  }, []);

  const remove = useCallback(
    (user: User) => {
      setHidden((current) => new Map(current).set(user.id, user));
      const undo = showUndoToast({
        message: `${user.fullName} deleted.`,
        onUndo: () => show(user.id),
        onCommit: () => {
          deleteUser(user.id).then(
            () => {
              onDeletedRef.current(user); // drops the row from the data before it is shown again
              show(user.id);
            },
            (error: unknown) => {
              show(user.id); // nothing was deleted: the row comes back
              toast.error(`${user.fullName} could not be deleted. ${error instanceof Error ? error.message : ''}`.trim());
            },
          );
        },
      });
      pending.current.set(user.id, undo);
    },
    [show],
  );

  useEffect(() => {
    const flushAll = () => [...pending.current.values()].forEach((undo) => undo.flush());
    window.addEventListener('pagehide', flushAll);
    return () => {
      window.removeEventListener('pagehide', flushAll);
      flushAll();
    };
  }, []);

  return { hidden, remove };
}
