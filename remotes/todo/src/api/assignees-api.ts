import { apiRequest } from '@console/auth';
import { queryKeys, type TaskAssignee, type UserListQuery, type UserListResponse } from '@console/contracts';

/**
 * How many people the editor lists at once, by name: the console's own directory fits in one
 * list; a larger one (`mockScale`, a real company's) is searched as the user types.
 */
export const assigneePageSize = 50;

/** The users list call for the people whose name or username holds `text` ('' for everyone). */
export const assigneeSearch = (text: string) => ({ q: text || undefined, sortColumn: 'fullName', sort: 'asc', perPage: assigneePageSize }) as const satisfies UserListQuery;

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
 * The first people who match `text`, cached as the users list it is (`UserListResponse` under
 * `queryKeys.users.list`), so a user added, renamed or deleted anywhere in the console (which
 * invalidates `queryKeys.users.all`) changes the choices too.
 */
export function assigneesQuery(text: string) {
  const query = assigneeSearch(text);
  return {
    queryKey: queryKeys.users.list(query),
    queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<UserListResponse>('/api/users/list/data', { query, signal }),
  };
}
