import { queryKeys, type PagePrefetch, type TaskQuery } from '@console/contracts';
import { taskQueryFrom } from '../hooks/task-query';
import { fetchTasks } from './tasks-api';

/** The task list's query in the console's cache: one key and one function for the page and its prefetch. */
export const tasksListQuery = (query: TaskQuery) => ({
  queryKey: queryKeys.tasks.list(query),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchTasks(query, signal),
});

/** The list the URL asks for, requested while the page's code loads (RemoteRoute.prefetch). */
export function prefetchTasks({ params, search, queries }: PagePrefetch): Promise<void> | undefined {
  const query = taskQueryFrom(params, search);
  return query ? queries.prefetchQuery(tasksListQuery(query)) : undefined;
}
