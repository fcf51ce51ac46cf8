import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * A list table's state from its query: busy while rows for the current request are on their way
 * (the rows on screen, if any, stay under the busy overlay), the error once the last try failed.
 */
export function listStatus(query: Pick<UseQueryResult, 'isFetching' | 'isError' | 'isPending'>): 'loading' | 'ready' | 'error' {
  if (query.isFetching) return 'loading';
  if (query.isError) return 'error';
  return query.isPending ? 'loading' : 'ready';
}

/**
 * A page past the end (an old link, or the last rows of the last page deleted) moves to the last
 * page, replacing the history entry. `answer`: what the server said for the page asked — rows on
 * it and the filtered total — or undefined while that answer is not in (a placeholder of an
 * earlier page does not count).
 */
export function useLastPageWhenPastEnd(
  answer: { rows: number; total: number } | undefined,
  { page = 1, perPage = 10 }: { page?: number; perPage?: number },
  set: (change: { page: number }, options: { replace: boolean }) => void,
): void {
  const lastPage = answer && answer.rows === 0 && answer.total > 0 && page > 1 ? Math.ceil(answer.total / perPage) : null;
  useEffect(() => {
    if (lastPage !== null) set({ page: lastPage }, { replace: true });
  }, [lastPage, set]);
}
