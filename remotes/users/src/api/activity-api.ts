import { apiRequest } from '@console/auth';
import type { Task, TaskQuery } from '@console/contracts';

/**
 * The to-do list, latest first: the one record of what someone does in the console. Cached under
 * `queryKeys.tasks.list(latestTasks)`, the key the todo remote would use for the same call, so a
 * task saved there (which invalidates `queryKeys.tasks.all`) refreshes a user's activity here.
 */
export const latestTasks = { sortBy: 'latest' } as const satisfies TaskQuery;

export function fetchTasks(query: TaskQuery, signal?: AbortSignal): Promise<Task[]> {
  return apiRequest<Task[]>('/apps/todo/tasks', { query: { ...query }, signal });
}

/** The tasks assigned to a person (the task list has no assignee filter, so it is applied here). */
export function assignedTo(fullName: string): (tasks: Task[]) => Task[] {
  return (tasks) => tasks.filter((task) => task.assignee?.fullName === fullName);
}
