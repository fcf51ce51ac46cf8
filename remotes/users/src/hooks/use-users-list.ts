import { useEffect, useMemo } from 'react';
import { type User, type UserListQuery, type UserListResponse } from '@console/contracts';
import { useLoad, type LoadState } from '@console/ui';
import { fetchStatusCounts, fetchUsers, type StatusCounts } from '../api/users-api';
import { usePendingDeletes } from './use-pending-deletes';
import type { SetUserListState } from './use-user-list-state';

/** Counts with the users waiting to be deleted already taken off. */
function withoutHidden(state: LoadState<StatusCounts>, hidden: ReadonlyMap<number, User>): LoadState<StatusCounts> {
  const counts = state.data;
  if (!counts || hidden.size === 0) return state;
  const adjusted = { ...counts };
  for (const user of hidden.values()) adjusted[user.status] = Math.max(0, adjusted[user.status] - 1);
  return { ...state, data: adjusted } as LoadState<StatusCounts>;
}

/**
 * The list page's data: the page of users for the query, the counts by status, and delete with
 * Undo, with rows waiting on their Undo left out of all three.
 */
export function useUsersList(query: UserListQuery, set: SetUserListState) {
  const list = useLoad<UserListResponse>(JSON.stringify(query), (signal) => fetchUsers(query, signal));
  const stats = useLoad<StatusCounts>('counts', fetchStatusCounts);
  const { hidden, remove } = usePendingDeletes((user) => {
    list.update(({ users, total }) => ({ users: users.filter((row) => row.id !== user.id), total: users.some((row) => row.id === user.id) ? total - 1 : total }));
    list.reload();
    stats.reload();
  });

  const data = list.state.data;
  const rows = useMemo(() => data?.users.filter((user) => !hidden.has(user.id)) ?? null, [data, hidden]);
  const total = data && rows ? data.total - (data.users.length - rows.length) : 0;

  // A page past the end (an old link, or the last row of the last page deleted): go to the last page.
  const { page = 1, perPage = 10 } = query;
  const pastTheEnd = list.state.status === 'ready' && data !== null && data.users.length === 0 && data.total > 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd && data) set({ page: Math.ceil(data.total / perPage) }, { replace: true });
  }, [pastTheEnd, data, perPage, set]);

  const refresh = () => {
    list.reload();
    stats.reload();
  };
  return { list: list.state, rows, total, stats: withoutHidden(stats.state, hidden), hidden, remove, refresh, reloadList: list.reload, reloadStats: stats.reload };
}
