import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

export interface ScrollBoxProps {
  /** Names the box for screen readers once it scrolls (usually the table's caption). */
  label: string;
  children: ReactNode;
}

/**
 * Bootstrap's `.table-responsive`, reachable by keyboard when it scrolls: a wide table on a narrow
 * screen can then be scrolled with the arrow keys, and the box is announced as a named region.
 * While everything fits it is a plain box, so a table that fits adds no extra Tab stop.
 */
export function ScrollBox({ label, children }: ScrollBoxProps) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(box);
  return (
    <div ref={box} className="table-responsive" {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      {children}
    </div>
  );
}

/** Whether the element's content is wider than its box, kept up to date as either resizes. */
function useScrolls(box: RefObject<HTMLDivElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    // jsdom has no ResizeObserver; there nothing ever overflows anyway.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}
