import toast from 'react-hot-toast';

export interface UndoToastOptions {
  message: string;
  /** Pressed in time: put things back as they were. */
  onUndo(): void;
  /** Time is up (or `flush` was called): do the action for real. Runs at most once. */
  onCommit(): void;
  durationMs?: number;
  undoLabel?: string;
}

/** A toast waiting for Undo; `flush` commits at once (e.g. when the page is left). */
export interface PendingUndo {
  flush(): void;
}

/**
 * Shows `message` with an Undo button for `durationMs` (5 s), then commits. The clock stops
 * while the pointer or keyboard focus is on the toast, so nobody loses the chance mid-reach.
 */
export function showUndoToast({ message, onUndo, onCommit, durationMs = 5_000, undoLabel = 'Undo' }: UndoToastOptions): PendingUndo {
  let remaining = durationMs;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let settled = false;

  const settle = (action: () => void) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    toast.dismiss(id);
    action();
  };
  const resume = () => {
    if (settled || running) return;
    running = true;
    startedAt = Date.now();
    timer = setTimeout(() => settle(onCommit), remaining);
  };
  const pause = () => {
    if (settled || !running) return;
    running = false;
    clearTimeout(timer);
    remaining -= Date.now() - startedAt;
  };

  // This toast's own timer decides when it goes, so its life and the commit cannot drift apart.
  const id = toast(
    () => (
      <span className="d-flex align-items-center gap-3" onMouseEnter={pause} onMouseLeave={resume} onFocus={pause} onBlur={resume}>
        <span>{message}</span>
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => settle(onUndo)}>
          {undoLabel}
        </button>
      </span>
    ),
    { duration: Infinity },
  );
  resume();
  return { flush: () => settle(onCommit) };
}
