/**
 * Runs `callback` once the browser is idle (at the latest after `timeout` ms; a short delay where
 * there is no requestIdleCallback) and returns what cancels it.
 */
export function whenIdle(callback: () => void, timeout = 5_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout });
    return () => {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
    };
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}
