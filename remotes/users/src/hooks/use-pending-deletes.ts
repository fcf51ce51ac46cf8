import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { queryKeys, type User, type UserListResponse } from '@console/contracts';
import { useFailureReason, usePendingRemovals } from '@console/ui';
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
 * Delete with Undo (`usePendingRemovals`): the row goes at once and Undo restores the user
 * exactly with nothing sent. A delete done makes every cached users query stale, here and in any
 * remote.
 */
export function usePendingDeletes() {
  const client = useQueryClient();
  const t = useUsersT();
  const reasonOf = useFailureReason();
  const removals = usePendingRemovals<User>();
  const { remove: removeLater } = removals;

  const remove = useCallback(
    (user: User) =>
      removeLater([user], {
        message: t('remove.done', { name: user.fullName }),
        undoLabel: t('remove.undo'),
        commit: () =>
          deleteUser(user.id).then(
            () => dropFromCache(client, user), // before the row is shown again
            (error: unknown) => {
              toast.error(t('remove.failed', { name: user.fullName, reason: reasonOf(error) }).trim());
            },
          ),
      }),
    [client, removeLater, t, reasonOf],
  );

  return { hidden: removals.hidden, remove };
}
