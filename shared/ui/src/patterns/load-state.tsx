import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { SkeletonLines } from './skeleton';

/** What LoadState reads of a query (a plain or an infinite one). */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  refetch(): Promise<unknown>;
}

export interface LoadStateProps<T> {
  query: QueryLike<T>;
  /** The placeholder's accessible name, e.g. "Loading the inbox". */
  loading: string;
  /** What failed, shown with Retry. */
  failed: string;
  lines?: number;
  children: (data: T) => ReactNode;
}

/** A query's loading placeholder, its failure with Retry, or `children` with its data. */
export function LoadState<T>({ query, loading, failed, lines = 6, children }: LoadStateProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <ErrorState message={failed} onRetry={() => void query.refetch()} />;
  return <SkeletonLines lines={lines} label={loading} />;
}
