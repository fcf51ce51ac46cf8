import { useCallback, useEffect, useRef, useState } from 'react';
import { useUiT } from './use-ui-t';

/** A load's state; `data` is the last answer, kept on screen while the next one loads. */
export type LoadState<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: T | null; message: string; error: unknown };

interface Settled<T> {
  key: string;
  data: T | null;
  error?: unknown;
}

/**
 * Loads data for `key` (a string naming the request, e.g. its query as JSON; null loads nothing)
 * and loads again when the key changes or `reload` is called; a newer request aborts the older.
 * "Loading" is derived from whether the last answer is for the current key, never stored.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>) {
  const t = useUiT();
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({ key: '', data: null });
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const requestKey = key === null ? null : `${key}#${version}`;

  useEffect(() => {
    if (requestKey === null) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      // An answer that arrives after a newer request started is stale, even when it succeeded.
      (data) => {
        if (!controller.signal.aborted) setSettled({ key: requestKey, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled((previous) => ({ key: requestKey, data: previous.data, error }));
      },
    );
    return () => controller.abort();
  }, [requestKey]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  /** Changes the data on screen at once (an optimistic change; the next load has the truth). */
  const update = useCallback((change: (data: T) => T) => {
    setSettled((previous) => (previous.data === null ? previous : { ...previous, data: change(previous.data) }));
  }, []);

  const failed = t('loadFailed', 'Something went wrong. Please try again.');
  let state: LoadState<T>;
  if (settled.key !== requestKey) state = { status: 'loading', data: settled.data };
  else if ('error' in settled) state = { status: 'error', data: settled.data, message: messageOf(settled.error, failed), error: settled.error };
  else state = { status: 'ready', data: settled.data as T };
  return { state, reload, update };
}

/** The error's own message, or `fallback` (the kit's translated "Something went wrong"). */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
