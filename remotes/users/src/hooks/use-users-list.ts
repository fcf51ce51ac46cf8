import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listStatus, useLastPageWhenPastEnd } from '@console/ui/query';
import { queryKeys, type User, type UserListQuery } from '@console/contracts';
import { fetchStatusCounts, fetchUsers, type StatusCounts } from '../api/users-api';
import { usePendingDeletes } from './use-pending-deletes';
import type { SetUserListState } from './use-user-list-state';

/** Counts with the users waiting to be deleted already taken off. */
function withoutHidden(counts: StatusCounts | undefined, hidden: ReadonlyMap<number, User>): StatusCounts | undefined {
  if (!counts || hidden.size === 0) return counts;
  const adjusted = { ...counts };
  for (const user of hidden.values()) adjusted[user.status] = Math.max(0, adjusted[user.status] - 1);
  return adjusted;
}

/**
 * The list page's data, from the console's query cache: the page of users for the query, the
 * counts by status, and delete with Undo, with rows waiting on their Undo left out of all three.
 */
export function useUsersList(query: UserListQuery, set: SetUserListState) {
  const list = useQuery({
    queryKey: queryKeys.users.list(query),
    queryFn: ({ signal }) => fetchUsers(query, signal),
    // The rows of the last request stay on screen (busy) while the next page, filter or search loads.
    placeholderData: keepPreviousData,
    // A list shown again (Back, a filter undone) shows its cached rows at once and checks them
    // with the server, as the table says (busy): another administrator may have changed users.
    staleTime: 0,
  });
  const stats = useQuery({ queryKey: queryKeys.users.statusCounts, queryFn: ({ signal }) => fetchStatusCounts(signal) });
  const { hidden, remove } = usePendingDeletes();

  const data = list.data;
  const rows = useMemo(() => data?.users.filter((user) => !hidden.has(user.id)) ?? null, [data, hidden]);
  const deleting = data && rows ? data.users.length - rows.length : 0;
  const total = data ? data.total - deleting : 0;
  const counts = useMemo(() => withoutHidden(stats.data, hidden), [stats.data, hidden]);

  const answered = list.isSuccess && !list.isPlaceholderData ? data : undefined;
  useLastPageWhenPastEnd(answered && { rows: answered.users.length, total: answered.total }, query, set);

  return {
    rows,
    total,
    status: listStatus(list),
    error: list.error,
    /** Every row of the page is waiting on its Undo (the page is empty, not the search). */
    allDeleting: deleting > 0 && rows?.length === 0,
    reloadList: () => void list.refetch(),
    stats: { counts, loading: stats.isFetching, failed: stats.isError && !stats.isFetching, reload: () => void stats.refetch() },
    hidden,
    remove,
  };
}
