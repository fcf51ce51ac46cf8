import toast from 'react-hot-toast';
import { keepFocusNearby } from '../focus/keep-focus-nearby';
import { useUiT } from '../use-ui-t';

export interface UndoToastOptions {
  message: string;
  /** Pressed in time: put things back as they were. */
  onUndo(): void;
  /** Time is up (or `flush` was called): do the action for real. Runs at most once. */
  onCommit(): void;
  durationMs?: number;
  /** The button's text: 'Undo' in the current language when not given. */
  undoLabel?: string;
}

/** A toast waiting for Undo; `flush` commits at once (e.g. when the page is left). */
export interface PendingUndo {
  flush(): void;
}

interface UndoToastContentProps {
  message: string;
  undoLabel?: string;
  onUndo(): void;
  onPause(): void;
  onResume(): void;
}

/** The toast's content: a component, so its Undo is in the language on screen when it shows. */
function UndoToastContent({ message, undoLabel, onUndo, onPause, onResume }: UndoToastContentProps) {
  const t = useUiT();
  return (
    <span className="d-flex align-items-center gap-3" onMouseEnter={onPause} onMouseLeave={onResume} onFocus={onPause} onBlur={onResume}>
      <span>{message}</span>
      {/* Pressed, the toast goes with it: the focus goes to the page's heading, not the body. */}
      <button ref={keepFocusNearby} type="button" className="btn btn-sm btn-outline-primary" onClick={onUndo} aria-keyshortcuts="Control+Z Meta+Z">
        {undoLabel ?? t('undo', 'Undo')}
      </button>
      {/* Said to assistive tech by aria-keyshortcuts; shown for everyone else. */}
      <kbd className="small" aria-hidden="true">
        Ctrl+Z
      </kbd>
    </span>
  );
}

// The toasts come last in the page, too far to Tab to within their 5 s: Ctrl+Z (⌘Z) undoes the
// latest one still waiting from anywhere but a text field (where it undoes typing).
const waiting: (() => void)[] = [];
const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null);
function undoLatest(event: KeyboardEvent) {
  if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || editable(event.target)) return;
  const undo = waiting.at(-1);
  if (!undo) return;
  event.preventDefault();
  undo();
}
function listen(undo: () => void): () => void {
  if (waiting.length === 0) document.addEventListener('keydown', undoLatest);
  waiting.push(undo);
  return () => {
    const at = waiting.indexOf(undo);
    if (at >= 0) waiting.splice(at, 1);
    if (waiting.length === 0) document.removeEventListener('keydown', undoLatest);
  };
}

/**
 * Shows `message` with an Undo button for `durationMs` (5 s), then commits. The clock stops
 * while the pointer or keyboard focus is on the toast, so nobody loses the chance mid-reach;
 * Ctrl+Z (⌘Z) outside a text field undoes the latest toast still waiting.
 */
export function showUndoToast({ message, onUndo, onCommit, durationMs = 5_000, undoLabel }: UndoToastOptions): PendingUndo {
  let remaining = durationMs;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let settled = false;

  const settle = (action: () => void) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    stopListening();
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
  const content = () => <UndoToastContent message={message} undoLabel={undoLabel} onUndo={() => settle(onUndo)} onPause={pause} onResume={resume} />;
  const id = toast(content, { duration: Infinity });
  const stopListening = listen(() => settle(onUndo));
  resume();
  return { flush: () => settle(onCommit) };
}
