import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves the focus to `target` each time `value` changes (not on the first render): a wizard's new
 * step replaces the button that led to it, and its heading is where the reading goes on.
 */
export function useFocusOnChange(value: unknown, target: RefObject<HTMLElement | null>) {
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    target.current?.focus();
  }, [value, target]);
}
