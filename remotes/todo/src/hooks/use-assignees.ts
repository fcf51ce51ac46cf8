import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { allows, useAbility } from '@console/auth';
import { taskTeam, type TaskAssignee } from '@console/contracts';
import { useDebouncedValue } from '@console/ui';
import { assigneesOf, assigneesQuery } from '../api/assignees-api';
import { named } from '../components/task-values';

/**
 * Whom the editor offers for the text typed: `users` (the console's users who match, the first
 * of `total`), `loading` (none yet), or `team` (the default team, when the users cannot be read:
 * no permission, or the call failed). `searching`: the people shown are not yet the text's.
 */
export interface Assignees {
  from: 'users' | 'team' | 'loading';
  people: readonly TaskAssignee[];
  total?: number;
  searching: boolean;
}

/** What the users list needs (its API area's subject in the mock, the users remote's own guard). */
const readUsers = { action: 'read', subject: 'User' } as const;

const useMayReadUsers = () => allows(useAbility(), readUsers);

const selectPeople = (answer: Parameters<typeof assigneesOf>[0]) => ({ people: assigneesOf(answer), total: answer.total });

/** The console's users who match `text`, asked for while `wanted` (the editor is open), a pause after each key. */
export function useAssignees(wanted: boolean, text: string): Assignees {
  const mayReadUsers = useMayReadUsers();
  const typed = text.trim();
  const asked = useDebouncedValue(typed, 200);
  // The last answer stays listed while the next is asked for, so the list does not flash empty.
  const result = useQuery({ ...assigneesQuery(asked), enabled: wanted && mayReadUsers, placeholderData: keepPreviousData, select: selectPeople });
  if (!mayReadUsers) return { from: 'team', people: named(taskTeam, typed), searching: false };
  // Users read once stay offered when a later refresh fails.
  if (result.data) return { from: 'users', ...result.data, searching: result.isPlaceholderData || asked !== typed };
  if (result.isError) return { from: 'team', people: named(taskTeam, typed), searching: false };
  return { from: 'loading', people: [], searching: true };
}

/**
 * Starts asking for the first people as soon as the editor is `wanted`, while its code still
 * downloads (the editor then finds the call under way, or done, in the cache). Renders nothing again.
 */
export function usePrefetchAssignees(wanted: boolean): void {
  const client = useQueryClient();
  const mayReadUsers = useMayReadUsers();
  useEffect(() => {
    if (wanted && mayReadUsers) void client.prefetchQuery(assigneesQuery(''));
  }, [wanted, mayReadUsers, client]);
}
