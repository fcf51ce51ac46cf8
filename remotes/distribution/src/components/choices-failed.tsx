import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '@console/ui';

/**
 * In a form: the list its choices come from (the brands, the playlists) could not be loaded. Said
 * with Retry, since the field would otherwise offer nothing and only say "Choose a brand" on Save.
 */
export function ChoicesFailed({ query, message }: { query: Pick<UseQueryResult, 'isError' | 'refetch'>; message: string }) {
  return query.isError ? <ErrorState message={message} onRetry={() => void query.refetch()} /> : null;
}
