import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, useFailureSentence } from '@console/ui';
import { useMediaT } from '../i18n/use-media-t';

/**
 * What could not be loaded ("The brands could not be loaded."), then why as the kit words it
 * (useFailureSentence), else the advice to try again. A bare "Internal error" would not say which
 * call failed.
 */
export function useLoadFailureText(): (what: string, error: unknown) => string {
  const t = useMediaT();
  const failure = useFailureSentence();
  return (what, error) => failure(what, error, t('loadFailedRetry'));
}

/** A load that failed with nothing of it on screen: what and why, with Retry. */
export function LoadFailed({ what, query }: { what: string; query: Pick<UseQueryResult, 'error' | 'refetch'> }) {
  const failure = useLoadFailureText();
  return <ErrorState message={failure(what, query.error)} onRetry={() => void query.refetch()} />;
}
