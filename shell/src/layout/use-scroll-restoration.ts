import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@console/router';

/** How long a page coming back by Back or Forward may take to grow tall enough for its old place. */
export const restoreWaitMs = 3_000;

const scrollInstantly = (top: number) => window.scrollTo({ top, behavior: 'instant' });

/**
 * Back and Forward put a page where it was left: the row a user opened from a long list is on the
 * screen again. The browser cannot do it for a page whose rows arrive after it renders (it
 * restores at once, to a page still short), so the console does: each history entry's position
 * is kept, and on a return the page is followed as it grows until the position can be reached,
 * unless the user scrolls, presses a key or touches it first. Another page (a link) starts at the
 * top; a change of the query string alone (a filter, a search) leaves the page where it is.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const shownPath = useRef(location.pathname);

  useEffect(() => {
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    return () => {
      history.scrollRestoration = before;
    };
  }, []);

  useEffect(() => {
    const save = () => positions.current.set(location.key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);

  useLayoutEffect(() => {
    if (location.pathname === shownPath.current) return;
    shownPath.current = location.pathname;
    const target = navigationType === 'POP' ? (positions.current.get(location.key) ?? 0) : 0;
    const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= target;
    if (reachable()) {
      scrollInstantly(target);
      return;
    }
    const content = document.getElementById('content') ?? document.body;
    const observer = new MutationObserver(() => reachable() && (scrollInstantly(target), stop()));
    observer.observe(content, { childList: true, subtree: true });
    const timer = setTimeout(stop, restoreWaitMs);
    const userMoved = ['wheel', 'touchstart', 'keydown', 'pointerdown'];
    for (const type of userMoved) window.addEventListener(type, stop, { capture: true, passive: true });
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of userMoved) window.removeEventListener(type, stop, { capture: true });
    }
    return stop;
  }, [location.key, location.pathname, navigationType]);
}
