import { useRef, useState } from 'react';

/**
 * The invoices a row action is working on (a PDF being made, a copy being created): their buttons
 * say so, and another click on one starts nothing (a double click would make two files, two copies).
 */
export function useBusyIds() {
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  // Read and written at the click itself: a double click arrives before the state is rendered.
  const working = useRef(new Set<number>());
  const track = (id: number, on: boolean) => {
    if (on) working.current.add(id);
    else working.current.delete(id);
    setBusy(new Set(working.current));
  };
  /** Runs `task` for `id` unless one already runs for it. */
  const run = async (id: number, task: () => Promise<void>) => {
    if (working.current.has(id)) return;
    track(id, true);
    try {
      await task();
    } finally {
      track(id, false);
    }
  };
  return { busy, run };
}
