import { useEffect, useRef } from 'react';
import { useLocation } from '@console/router';

/** The page's heading: the h1 of its main landmark (the sign-in pages' and the console's alike). */
const pageHeading = () => document.querySelector<HTMLElement>('main h1');

/** The tab's title names the page ("Access Control · Studio Console"): tabs and history tell pages apart. */
function useTitleFromHeading(siteName: string): void {
  useEffect(() => {
    const update = () => {
      const heading = pageHeading()?.textContent?.replace(/\s+/g, ' ').trim();
      const title = heading ? `${heading} · ${siteName}` : siteName;
      if (document.title !== title) document.title = title;
    };
    update();
    // The heading arrives with its page and changes with the language.
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [siteName]);
}

/**
 * After a navigation to another path the focus moves to the new page's heading, where a page load
 * starts reading: keyboard and screen-reader users do not start again from the link they followed.
 * Not on the page the console opened on, nor after a redirect before the user did anything. The
 * rest (focus-heading.ts) loads on the first navigation: the login page's JS budget pays nothing.
 */
function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // Sent on before the user did anything (a redirect as the console opens): nothing to follow.
    if ('userActivation' in navigator && !navigator.userActivation.hasBeenActive) return;
    // Read now, not once the module has come: what led here, and where the focus was.
    const led = { dialog: document.body.classList.contains('modal-open'), focus: document.activeElement };
    let stop: (() => void) | undefined;
    let left = false;
    void import('./focus-heading').then(({ focusHeadingSoon }) => {
      if (!left) stop = focusHeadingSoon(led);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname]);
}

/** The page's heading titles the tab and, after a navigation, takes the focus. */
export function usePageHeading(siteName: string): void {
  useTitleFromHeading(siteName);
  useFocusHeadingOnNavigation();
}
