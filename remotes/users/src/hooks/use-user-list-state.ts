import { useMemo } from 'react';
import { userPlans, userRoles, userSortColumns, userSortOrders, userStatuses, type UserListQuery } from '@console/contracts';
import { urlParam, useUrlState, type SetUrlState, type UrlValues } from '@console/ui';

/** Spec §9: 10 users a page by default. */
export const pageSizes = [10, 25, 50] as const;

/** The list's state as URL parameters, named as the list call names them. */
export const userListParams = {
  q: urlParam.text(),
  role: urlParam.oneOf(userRoles),
  currentPlan: urlParam.oneOf(userPlans),
  status: urlParam.oneOf(userStatuses),
  sortColumn: urlParam.oneOf(userSortColumns),
  sort: urlParam.oneOf(userSortOrders, 'asc'),
  page: urlParam.int(1),
  perPage: urlParam.intOneOf(pageSizes, pageSizes[0]),
};

export type SetUserListState = SetUrlState<typeof userListParams>;
export type UserListValues = UrlValues<typeof userListParams>;

/** The list call for the URL's state: a reload, Back or a shared link shows the same list. */
export function useUserListState(): { values: UserListValues; query: UserListQuery; set: SetUserListState } {
  const [values, set] = useUrlState(userListParams, { pageKey: 'page' });
  const query = useMemo<UserListQuery>(() => {
    const { q, role, currentPlan, status, sortColumn, sort, page, perPage } = values;
    return {
      q: q.trim() || undefined,
      role: role || undefined,
      currentPlan: currentPlan || undefined,
      status: status || undefined,
      sortColumn: sortColumn || undefined,
      sort: sortColumn ? sort : undefined,
      page,
      perPage,
    };
  }, [values]);
  return { values, query, set };
}
