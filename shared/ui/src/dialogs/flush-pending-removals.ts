/**
 * The event a list with removals waiting on Undo answers by sending them at once; `detail` collects
 * each send's promise. A window event, not a module's state: every remote bundles its own copy of
 * the kit, and the shell's Log out must reach all of them.
 */
export const flushRemovalsEvent = 'console:flush-removals';

/**
 * Sends every removal still waiting on its Undo, and waits for the answers (at most `timeoutMs`):
 * Log out runs it first, since the sign-out would take the token those requests need, and a row the
 * user was told was deleted would come back at the next sign-in.
 */
export async function flushPendingRemovals(timeoutMs = 3_000): Promise<void> {
  const sending: Promise<unknown>[] = [];
  window.dispatchEvent(new CustomEvent(flushRemovalsEvent, { detail: sending }));
  if (sending.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([Promise.allSettled(sending), late]);
  clearTimeout(timer);
}
