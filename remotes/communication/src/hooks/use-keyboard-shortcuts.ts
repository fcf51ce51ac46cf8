import { useEffect, useEffectEvent } from 'react';

// Typing in these must never trigger a shortcut; nor may keys meant for a dialog or a menu.
const typingOrElsewhere = 'input:not([type="checkbox"]):not([type="radio"]), textarea, select, [contenteditable="true"], [role="dialog"], .dropdown-menu';

/**
 * Single-key shortcuts for the page (no Ctrl, Alt or Meta; never while typing or in a dialog).
 * `handle` answers whether it used the key, so the browser's own action is kept otherwise.
 */
export function useKeyboardShortcuts(handle: (key: string) => boolean) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target instanceof Element && event.target.closest(typingOrElsewhere)) return;
    if (handle(event.key)) event.preventDefault();
  });
  useEffect(() => {
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
