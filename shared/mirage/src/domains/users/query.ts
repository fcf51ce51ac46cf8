import {
  userPlans,
  userRoles,
  userSortColumns,
  userSortOrders,
  userStatuses,
  type User,
  type UserListResponse,
  type UserPlan,
  type UserRole,
  type UserSortColumn,
  type UserSortOrder,
  type UserStatus,
} from '@console/contracts/src/users';
import { paginate, positiveInt, oneOf, sortedPageBy } from '../../paginate';
import { compareText } from '../../collate';

/** GET /api/users/list/data parameters after lenient parsing ('' = not given). */
export interface UserListParams {
  q: string;
  perPage: number;
  page: number;
  role: UserRole | '';
  currentPlan: UserPlan | '';
  status: UserStatus | '';
  sortColumn: UserSortColumn | '';
  sort: UserSortOrder;
}


/** Reads the query leniently: bad numbers and unknown enum values fall back to the defaults. */
export function parseUserQuery(get: (name: string) => string): UserListParams {
  return {
    q: get('q').trim().toLowerCase(),
    perPage: positiveInt(get('perPage'), 10),
    page: positiveInt(get('page'), 1),
    role: oneOf(userRoles, get('role')),
    currentPlan: oneOf(userPlans, get('currentPlan')),
    status: oneOf(userStatuses, get('status')),
    sortColumn: oneOf(userSortColumns, get('sortColumn')),
    sort: oneOf(userSortOrders, get('sort')) || 'asc',
  };
}

/** Filters in one pass, sorts a copy only when asked, and returns one page with the filtered total. */
export function queryUsers(users: readonly User[], params: UserListParams): UserListResponse {
  const { q, role, currentPlan, status } = params;
  const matches = users.filter(
    (user) =>
      (!role || user.role === role) &&
      (!currentPlan || user.currentPlan === currentPlan) &&
      (!status || user.status === status) &&
      (!q || user.username.toLowerCase().includes(q) || user.fullName.toLowerCase().includes(q)),
  );
  const { sortColumn } = params;
  const rows = sortColumn ? sortedPageBy(matches, (user) => user[sortColumn], compareText, params) : paginate(matches, params.page, params.perPage);
  return { users: rows, total: matches.length };
}
