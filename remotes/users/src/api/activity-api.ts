import { apiRequest } from '@console/auth';
import type { Task } from '@console/contracts';

/**
 * The to-do tasks assigned to a person, latest first: the one record of what someone does in
 * the console. The task list has no assignee filter, so it is applied here.
 */
export async function fetchAssignedTasks(fullName: string, signal?: AbortSignal): Promise<Task[]> {
  const tasks = await apiRequest<Task[]>('/apps/todo/tasks', { query: { sortBy: 'latest' }, signal });
  return tasks.filter((task) => task.assignee?.fullName === fullName);
}
