import { apiRequest } from '@console/auth';
import { queryKeys, type TaskAssignee, type UserListQuery, type UserListResponse } from '@console/contracts';

/**
 * Everyone a task can be assigned to: the console's users by name, in one page. The users list
 * has no page cap (spec §7 gives none, the mock takes any perPage); 100,000 is the console's
 * largest page (the media list's cap) and the most users the mock seeds (`mockScale`).
 */
export const everyoneByName = { sortColumn: 'fullName', sort: 'asc', perPage: 100_000 } as const satisfies UserListQuery;

/**
 * Every user, by name. A server that gives fewer rows than asked and says there are more (a page
 * cap of its own) is asked for the next pages, which it cuts at the same size.
 */
export async function fetchEveryone(signal?: AbortSignal): Promise<UserListResponse> {
  const users: UserListResponse['users'] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiRequest<UserListResponse>('/api/users/list/data', { query: { ...everyoneByName, page: page > 1 ? page : undefined }, signal });
    users.push(...answer.users);
    if (users.length >= answer.total || answer.users.length === 0) return { users, total: answer.total };
  }
}

/**
 * The users as the editor's choices: one per full name (the task names its assignee by name, so
 * two users of one name are one choice: the first, in the list's order), with their picture.
 */
export function assigneesOf({ users }: UserListResponse): TaskAssignee[] {
  const byName = new Map<string, TaskAssignee>();
  for (const { fullName, avatar } of users) if (!byName.has(fullName)) byName.set(fullName, { fullName, avatar });
  return [...byName.values()];
}

/**
 * Cached as the users list it is (`UserListResponse` under `queryKeys.users.list`), so a user
 * added or deleted anywhere in the console (which invalidates `queryKeys.users.all`, and drops a
 * deleted user from every cached list at once) changes the choices too.
 */
export const everyoneQuery = {
  queryKey: queryKeys.users.list(everyoneByName),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchEveryone(signal),
};
