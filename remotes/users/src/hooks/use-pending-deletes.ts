import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { queryKeys, type User, type UserListResponse } from '@console/contracts';
import { showUndoToast, type PendingUndo } from '@console/ui';
import { deleteUser, type StatusCounts } from '../api/users-api';
import { useUsersT } from '../i18n/use-users-t';

/**
 * A deleted user out of every cached users query at once (each list page holding them, the
 * counts, their page), so the row cannot reappear between its Undo ending and the refetch; the
 * refetch then brings the server's truth. (`queryKeys.users.list({})` matches every list: a key's
 * object matches any object holding its fields.)
 */
function dropFromCache(client: QueryClient, user: User) {
  client.setQueriesData<UserListResponse>({ queryKey: queryKeys.users.list({}) }, (data) =>
    data?.users.some((row) => row.id === user.id) ? { users: data.users.filter((row) => row.id !== user.id), total: data.total - 1 } : data,
  );
  client.setQueryData<StatusCounts>(queryKeys.users.statusCounts, (counts) => counts && { ...counts, [user.status]: Math.max(0, counts[user.status] - 1) });
  client.removeQueries({ queryKey: queryKeys.users.detail(user.id) });
  void client.invalidateQueries({ queryKey: queryKeys.users.all });
}

/**
 * Delete with Undo: the row goes at once, the server call waits until the Undo toast has timed
 * out, so Undo restores the user exactly with nothing sent. Deletes still waiting are sent when
 * the page goes away (another route, or the tab closing). A delete done makes every cached users
 * query stale, here and in any remote.
 */
export function usePendingDeletes() {
  const client = useQueryClient();
  const t = useUsersT();
  const [hidden, setHidden] = useState<ReadonlyMap<number, User>>(new Map());
  const pending = useRef(new Map<number, PendingUndo>());

  const show = useCallback((id: number) => {
    pending.current.delete(id);
    setHidden((current) => new Map([...current].filter(([hiddenId]) => hiddenId !== id)));
  }, []);

  const remove = useCallback(
    (user: User) => {
      setHidden((current) => new Map(current).set(user.id, user));
      const undo = showUndoToast({
        message: t('remove.done', { name: user.fullName }),
        undoLabel: t('remove.undo'),
        onUndo: () => show(user.id),
        onCommit: () => {
          deleteUser(user.id).then(
            () => {
              dropFromCache(client, user); // before the row is shown again
              show(user.id);
            },
            (error: unknown) => {
              show(user.id); // nothing was deleted: the row comes back
              toast.error(t('remove.failed', { name: user.fullName, reason: error instanceof Error ? error.message : '' }).trim());
            },
          );
        },
      });
      pending.current.set(user.id, undo);
    },
    [client, show, t],
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
