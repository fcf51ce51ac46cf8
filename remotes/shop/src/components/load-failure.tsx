import { ErrorState, useFailureSentence } from '@console/ui';

export interface LoadFailureProps {
  /** What failed, as a sentence: "This product could not be loaded." */
  sentence: string;
  error: unknown;
  /** What is on screen is from an earlier load. */
  stale?: boolean;
  onRetry(): void;
}

/** A failed load with Retry: what failed, then why as the kit words it (useFailureSentence). */
export function LoadFailure({ sentence, error, stale, onRetry }: LoadFailureProps) {
  const failure = useFailureSentence();
  return <ErrorState message={failure(sentence, error)} stale={stale} onRetry={onRetry} />;
}
