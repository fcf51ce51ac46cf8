import { ErrorState, useFailureText } from '@console/ui';

export interface LoadFailureProps {
  /** What failed, as a sentence: "This product could not be loaded." */
  sentence: string;
  error: unknown;
  /** What is on screen is from an earlier load. */
  stale?: boolean;
  onRetry(): void;
}

/**
 * A failed load with Retry: what failed, then why as the kit words it (the server's text in
 * English; in French and Arabic only what the kit can translate, an unknown English text left out).
 */
export function LoadFailure({ sentence, error, stale, onRetry }: LoadFailureProps) {
  const failureText = useFailureText();
  const reason = failureText(error, '');
  return <ErrorState message={reason ? `${sentence} ${reason}` : sentence} stale={stale} onRetry={onRetry} />;
}
