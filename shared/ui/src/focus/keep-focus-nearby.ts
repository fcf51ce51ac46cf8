import { focusLost } from './focus-lost';

const headings = 'h1, h2, h3, h4';

/**
 * A ref for a control that goes away when pressed (Retry, replaced by the loading state and then
 * by what loaded): if it held the focus as it left, the focus goes to the nearest heading still on
 * the page around where it was (the card's, else the page's), not to the page body where keyboard
 * and screen-reader users start again from the top. Stable: pass it as is (`ref={keepFocusNearby}`).
 */
export function keepFocusNearby(control: HTMLElement | null): (() => void) | undefined {
  if (!control) return undefined;
  return () => {
    // React detaches a removed element's ref before it takes the element out of the page.
    if (document.activeElement !== control) return;
    const around: HTMLElement[] = [];
    for (let parent = control.parentElement; parent; parent = parent.parentElement) around.push(parent);
    // After the commit that removes it: by then what replaces it is in the page. (A promise, not
    // queueMicrotask, which fake timers hold back.)
    void Promise.resolve().then(() => {
      if (!focusLost()) return;
      for (const parent of around) {
        if (!parent.isConnected) continue;
        const heading = parent.querySelector<HTMLElement>(headings);
        if (!heading) continue;
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        // Without scrolling: a mouse user who pressed Undo under a long list stays where they were.
        heading.focus({ preventScroll: true });
        return;
      }
    });
  };
}
