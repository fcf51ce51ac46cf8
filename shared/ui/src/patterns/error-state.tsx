import { CircleAlert } from 'lucide-react';
import { keepFocusNearby } from '../focus/keep-focus-nearby';
import { useUiT } from '../use-ui-t';

export interface ErrorStateProps {
  message: string;
  /** The rows on screen are from an earlier load. */
  stale?: boolean;
  onRetry(): void;
}

/** A failed load, with Retry; what is already on screen stays. */
export function ErrorState({ message, stale = false, onRetry }: ErrorStateProps) {
  const t = useUiT();
  return (
    <div className="alert alert-danger m-3 d-flex align-items-center gap-3" role="alert">
      <CircleAlert size={20} aria-hidden="true" className="flex-shrink-0" />
      <span className="flex-grow-1">
        {message}
        {stale && ` ${t('staleRows', 'The rows below are from the last successful load.')}`}
      </span>
      <button ref={keepFocusNearby} type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
        {t('retry', 'Retry')}
      </button>
    </div>
  );
}
