/**
 * The event Log out sends to ask what would be lost by signing out now; `detail` collects one
 * sentence per part holding unsent work. A window event, as for pending removals: every remote
 * bundles its own copy of the kit, and the shell's Log out must reach all of them.
 */
const unsentWorkEvent = 'console:unsent-work';

/**
 * Lets a part that keeps unsent work beyond its page (chat drafts kept while browsing) be asked at
 * Log out: `describe` says, in the user's language, what would be lost, or null when nothing.
 * A page's own unsaved form needs none of this: its leave prompt already asks. Returns the undo.
 */
export function onUnsentWork(describe: () => string | null): () => void {
  const listener = (event: Event) => {
    const sentence = describe();
    if (sentence) (event as CustomEvent<string[]>).detail.push(sentence);
  };
  window.addEventListener(unsentWorkEvent, listener);
  return () => window.removeEventListener(unsentWorkEvent, listener);
}

/** What every part says would be lost by signing out now (none: nothing to ask). */
export function listUnsentWork(): string[] {
  const sentences: string[] = [];
  window.dispatchEvent(new CustomEvent(unsentWorkEvent, { detail: sentences }));
  return sentences;
}
