import { useEffect, useRef } from 'react';
import { useLocation } from '@console/router';

/** How long after a navigation the new page's heading may take to show and still get the focus. */
export const headingFocusWaitMs = 3_000;

/**
 * The page's heading: the h1 of its main landmark (the sign-in pages' and the console's alike).
 * The kit's `pageHeading()` finds the same heading for a remote's dialogs, with a fallback a remote
 * on its own needs; this shorter one is kept because it is on the sign-in pages, whose JS budget
 * it would take 40 bytes of (docs/toolchain-traps.md, "copied into both chunks").
 */
const pageHeading = () => document.querySelector<HTMLElement>('main h1');

// react-bootstrap marks the body from a modal's (or offcanvas') opening until it has closed: all
// that time it pulls any focus moved out of it back in, and on closing gives it back to its opener.
export const modalOpen = () => document.body.classList.contains('modal-open');

/**
 * The tab's title names the page ("Access Control · Studio Console"): tabs and history tell pages
 * apart. The heading is followed, not the whole page: its text (a record's name arriving, another
 * language) and, as pages render, whether it is still the one on the page (a check of one node).
 */
function useTitleFromHeading(siteName: string): void {
  useEffect(() => {
    let heading: HTMLElement | null = null;
    const headingText = new MutationObserver(() => setTitle());
    function setTitle() {
      const text = heading?.textContent?.replace(/\s+/g, ' ').trim();
      const title = text ? `${text} · ${siteName}` : siteName;
      if (document.title !== title) document.title = title;
    }
    function follow() {
      if (heading?.isConnected) return;
      headingText.disconnect();
      heading = pageHeading();
      if (heading) headingText.observe(heading, { childList: true, subtree: true, characterData: true });
      setTitle();
    }
    follow();
    const pages = new MutationObserver(follow);
    pages.observe(document.body, { childList: true, subtree: true });
    return () => {
      pages.disconnect();
      headingText.disconnect();
    };
  }, [siteName]);
}

/**
 * After a navigation to another path the focus moves to the new page's heading, where a page load
 * starts reading: keyboard and screen-reader users do not start again from the link they followed.
 * Not on the page the console opened on, nor when the new page put the focus somewhere itself (its
 * form's first field); a dialog that led here (the search, the overlay menu) first closes. The
 * user pressing a key or a button, or the focus moved anywhere, meanwhile keeps it where it is.
 */
function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // Sent on before the user did anything (a redirect as the console opens): nothing to follow.
    if ('userActivation' in navigator && !navigator.userActivation.hasBeenActive) return;
    const dialogLedHere = modalOpen();
    // The heading this hook focused: a page that swaps it for another (a record's loading
    // placeholder for its loaded header) takes the focus with it, to the body, unless it follows.
    let focused: HTMLElement | null = null;
    let focusing = false;
    const focusHeading = (): boolean => {
      // A dialog the new page opened has the focus; one that led here is still closing.
      if (modalOpen()) return !dialogLedHere;
      const heading = pageHeading();
      if (!heading) return false;
      if (!heading.closest('main')?.contains(document.activeElement)) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        focusing = true;
        // Not scrolled to: a page starts at the top, and one come back to by Back is put where it
        // was left (the layout's useScrollRestoration).
        heading.focus({ preventScroll: true });
        focusing = false;
        focused = heading;
      }
      return true;
    };
    const lostWithHeading = () => focused && !focused.isConnected && document.activeElement === document.body;
    if (focusHeading() && !focused) return;
    const observer = new MutationObserver(() => {
      if (focused) {
        if (lostWithHeading()) focusHeading();
      } else if (focusHeading() && !focused) stop();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    const timer = setTimeout(stop, headingFocusWaitMs);
    // The focus put anywhere while the page loads (by the user, an assistive technology or the
    // page) stays there. Not while a dialog that led here closes: it gives the focus back to its opener.
    const onFocusIn = () => !dialogLedHere && !focusing && stop();
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
  }, [pathname]);
}

/** The page's heading titles the tab and, after a navigation, takes the focus. */
export function usePageHeading(siteName: string): void {
  useTitleFromHeading(siteName);
  useFocusHeadingOnNavigation();
}
