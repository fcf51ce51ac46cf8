import { consoleQueryClient } from './query-client';

/** After the next frame has been painted (a frame callback runs before the paint, its timeout after). */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Runs `callback` once the page being opened shows what it is for: nothing in the console's query
 * cache is fetching (its first data is in) and that has been painted, or after `deadlineMs`
 * whatever happens (a page that keeps polling). What the page does not need (other remotes'
 * code, the navbar's widgets) waits for this, so it never competes with the page's own remote,
 * data and rendering. An idle callback is not enough: the browser is idle while it waits for the
 * page's chunks and answers. Returns what cancels it.
 */
export function whenPageSettled(callback: () => void, deadlineMs = 5_000, client: typeof consoleQueryClient = consoleQueryClient): () => void {
  let cancelPaint: (() => void) | undefined;
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    stop();
    callback();
  };
  const check = () => {
    cancelPaint?.();
    cancelPaint = client.isFetching() === 0 ? afterNextPaint(() => client.isFetching() === 0 && settle()) : undefined;
  };
  const unsubscribe = client.getQueryCache().subscribe(check);
  const deadline = setTimeout(settle, deadlineMs);
  function stop() {
    unsubscribe();
    cancelPaint?.();
    clearTimeout(deadline);
  }
  check();
  return () => {
    settled = true;
    stop();
  };
}
