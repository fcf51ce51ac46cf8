import type { ReactNode } from 'react';
import { ErrorState, SkeletonLines } from '@console/ui';

/** What LoadState reads of a query (a plain or an infinite one). */
interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  refetch(): Promise<unknown>;
}

/** A query's loading placeholder, its failure with Retry, or `children` with its data. */
export function LoadState<T>({ query, loading, failed, lines = 6, children }: { query: QueryLike<T>; loading: string; failed: string; lines?: number; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <ErrorState message={failed} onRetry={() => void query.refetch()} />;
  return <SkeletonLines lines={lines} label={loading} />;
}
