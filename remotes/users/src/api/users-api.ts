import { apiRequest } from '@console/auth';
import { userStatuses, type NewUser, type User, type UserListQuery, type UserListResponse, type UserResponse, type UserStatus } from '@console/contracts';

/** One page of users matching the query, with the count of all matches. */
export function fetchUsers(query: UserListQuery, signal?: AbortSignal): Promise<UserListResponse> {
  return apiRequest<UserListResponse>('/api/users/list/data', { query: { ...query }, signal });
}

export async function fetchUser(id: string, signal?: AbortSignal): Promise<User> {
  return (await apiRequest<UserResponse>('/api/users/user', { query: { id }, signal })).user;
}

/** Adds a user; the server puts it first in the list. */
export async function addUser(user: NewUser): Promise<User> {
  return (await apiRequest<UserResponse>('/apps/users/add-user', { method: 'POST', body: user })).user;
}

/** Saves a user's fields (every one, as add-user takes them); the answer is the user as stored. */
export async function updateUser(id: number, user: NewUser): Promise<User> {
  return (await apiRequest<UserResponse>('/apps/users/update-user', { method: 'PUT', query: { id }, body: user })).user;
}

export async function deleteUser(id: number): Promise<User> {
  return (await apiRequest<UserResponse>('/apps/users/delete', { method: 'DELETE', query: { id } })).user;
}

export type StatusCounts = Record<UserStatus, number>;

/**
 * How many users have each status: one one-row list call per status, reading its total (the
 * all-data call would send every user, 2.6 MB at 10,000).
 */
export async function fetchStatusCounts(signal?: AbortSignal): Promise<StatusCounts> {
  const totals = await Promise.all(userStatuses.map(async (status) => (await fetchUsers({ status, perPage: 1 }, signal)).total));
  return Object.fromEntries(userStatuses.map((status, index) => [status, totals[index] ?? 0])) as StatusCounts;
}

/** Every user matching the query's search, filters and sort (not only one page). */
export async function fetchAllMatching(query: UserListQuery): Promise<User[]> {
  const { page: _page, perPage: _perPage, ...filters } = query;
  const { total } = await fetchUsers({ ...filters, perPage: 1 });
  if (total === 0) return [];
  return (await fetchUsers({ ...filters, perPage: total, page: 1 })).users;
}
