/** How long after a navigation the new page's heading may take to show and still get the focus. */
export const headingFocusWaitMs = 3_000;

/** The page's heading: the h1 of its main landmark (the sign-in pages' and the console's alike). */
const pageHeading = () => document.querySelector<HTMLElement>('main h1');

// react-bootstrap marks the body from a modal's (or offcanvas') opening until it has closed: all
// that time it pulls any focus moved out of it back in, and on closing gives it back to its opener.
const modalOpen = () => document.body.classList.contains('modal-open');

/**
 * Moves the focus to the new page's heading once it shows (within headingFocusWaitMs), unless the
 * new page put the focus somewhere itself (its form's first field), or the user pressed a key or a
 * button, or the focus was moved anywhere meanwhile. A dialog that led here (the search, the
 * overlay menu) first closes: it gives the focus back to its opener, which is no reason to stop.
 * `led`: whether a dialog was open at the navigation, and where the focus was then. Returns what stops it.
 */
export function focusHeadingSoon(led: { dialog: boolean; focus: Element | null }): () => void {
  const focusHeading = (): boolean => {
    // A dialog the new page opened has the focus; one that led here is still closing.
    if (modalOpen()) return !led.dialog;
    const heading = pageHeading();
    if (!heading) return false;
    if (!heading.closest('main')?.contains(document.activeElement)) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
    }
    return true;
  };
  const noop = () => undefined;
  // Moved while this module loaded (to anything but the page's body, where an unmounted page leaves it).
  const moved = document.activeElement !== led.focus && document.activeElement !== document.body;
  if (!led.dialog && moved) return noop;
  if (focusHeading()) return noop;
  const observer = new MutationObserver(() => focusHeading() && stop());
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  const timer = setTimeout(stop, headingFocusWaitMs);
  const onFocusIn = () => !led.dialog && stop();
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  document.addEventListener('focusin', onFocusIn, true);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
    document.removeEventListener('focusin', onFocusIn, true);
  }
  return stop;
}
