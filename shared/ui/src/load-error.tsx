/** A failed load, with Retry; `stale` says the rows still on screen are from an earlier load. */
export function LoadError({ message, stale = false, onRetry }: { message: string; stale?: boolean; onRetry(): void }) {
  return (
    <div className="alert alert-danger m-3 d-flex align-items-center gap-3" role="alert">
      <span className="flex-grow-1">
        {message}
        {stale && ' The rows below are from the last successful load.'}
      </span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
