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
import { userPlanRanks, userRoleRanks, userStatusRanks } from '@console/contracts/src/users-ranks';
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
  const rows = sortColumn ? sortedPageBy(matches, sortKeyOf(sortColumn), compareSortKeys, params) : paginate(matches, params.page, params.perPage);
  return { users: rows, total: matches.length };
}

/**
 * Role, plan and status sort by rank, not by their keys' spelling: the list shows them translated,
 * and the English keys' alphabetical order is no order at all in French or Arabic. The orders are
 * the contracts' (users-ranks.ts), which the list's headers also say (docs/mock-backend.md).
 */
const rankOf = <K extends string>(order: readonly K[]) => Object.fromEntries(order.map((key, rank) => [key, rank])) as Record<K, number>;
const roleRank = rankOf<UserRole>(userRoleRanks);
const planRank = rankOf<UserPlan>(userPlanRanks);
const statusRank = rankOf<UserStatus>(userStatusRanks);

type SortKey = string | number;

function sortKeyOf(column: UserSortColumn): (user: User) => SortKey {
  switch (column) {
    case 'role':
      return (user) => roleRank[user.role];
    case 'currentPlan':
      return (user) => planRank[user.currentPlan];
    case 'status':
      return (user) => statusRank[user.status];
    default:
      return (user) => user[column];
  }
}

// One column's keys are all ranks or all text.
const compareSortKeys = (a: SortKey, b: SortKey): number => (typeof a === 'number' && typeof b === 'number' ? a - b : compareText(String(a), String(b)));
