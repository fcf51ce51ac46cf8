import { useState } from 'react';

/** What useLoadFailure reads of a query. */
export interface FailingQuery {
  data: unknown;
  error: unknown;
  /** How many times the query has failed: names each failure (an error object may repeat). */
  errorUpdateCount: number;
  refetch(): Promise<unknown>;
}

/**
 * A query's failure to load at all (no data yet), kept on screen until the user presses Retry.
 * TanStack Query puts a query with no data back to 'pending', its error cleared, whenever it is
 * fetched again: a background refetch (another component asking for it, a focus, an invalidation)
 * would swap the error and its Retry for the skeleton under the user's pointer, then back.
 * A failed refetch of loaded data is the query's own `isError` (it keeps 'error' while fetching).
 */
export function useLoadFailure(query: FailingQuery) {
  const [held, setHeld] = useState<{ error: unknown; count: number } | null>(null);
  // The failure the user answered with Retry: from then on the skeleton shows, until the next one.
  const [retried, setRetried] = useState(0);
  const count = query.errorUpdateCount;
  // Each new failure is kept once (set while rendering, as React allows for derived state).
  if (query.error != null && held?.count !== count) setHeld({ error: query.error, count });
  const latest = query.error != null ? { error: query.error, count } : held;
  const failure = query.data === undefined && latest !== null && latest.count > retried ? latest : null;
  const retry = () => {
    setRetried(count);
    void query.refetch();
  };
  return { failed: failure !== null, error: failure?.error, retry };
}
