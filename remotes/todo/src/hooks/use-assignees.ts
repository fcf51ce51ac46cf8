import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { allows, useAbility } from '@console/auth';
import { taskTeam, type TaskAssignee } from '@console/contracts';
import { assigneesOf, everyoneQuery } from '../api/assignees-api';

/**
 * Whom the editor offers: `users` (the console's users, by name), `loading` (none yet), or `team`
 * (the default team, when the users cannot be read: no permission, or the call failed).
 */
export type Assignees = { from: 'users' | 'team'; people: readonly TaskAssignee[] } | { from: 'loading'; people: readonly [] };

/** What the users list needs (its API area's subject in the mock, the users remote's own guard). */
const readUsers = { action: 'read', subject: 'User' } as const;

const useMayReadUsers = () => allows(useAbility(), readUsers);

/** The console's users as assignees, asked for while `wanted` (the editor is open). */
export function useAssignees(wanted: boolean): Assignees {
  const mayReadUsers = useMayReadUsers();
  const result = useQuery({ ...everyoneQuery, enabled: wanted && mayReadUsers, select: assigneesOf });
  if (!mayReadUsers) return { from: 'team', people: taskTeam };
  // Users read once stay offered when a later refresh fails.
  if (result.data) return { from: 'users', people: result.data };
  if (result.isError) return { from: 'team', people: taskTeam };
  return { from: 'loading', people: [] };
}

/**
 * Starts asking for the users as soon as the editor is `wanted`, while its code still downloads
 * (the editor then finds the call under way, or done, in the cache). Renders nothing again.
 */
export function usePrefetchAssignees(wanted: boolean): void {
  const client = useQueryClient();
  const mayReadUsers = useMayReadUsers();
  useEffect(() => {
    if (wanted && mayReadUsers) void client.prefetchQuery(everyoneQuery);
  }, [wanted, mayReadUsers, client]);
}
