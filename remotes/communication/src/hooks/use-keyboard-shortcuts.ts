import { useEffect, useEffectEvent } from 'react';

// Typing in these must never trigger a shortcut; nor may keys meant for a dialog or a menu.
const typingOrElsewhere = 'input:not([type="checkbox"]):not([type="radio"]), textarea, select, [contenteditable="true"], [role="dialog"], .dropdown-menu';

const menuOpen = (target: EventTarget | null) =>
  (target instanceof Element && target.closest('[aria-expanded="true"]') !== null) || document.querySelector('.dropdown-menu.show') !== null;

/**
 * The key as the shortcuts name it. A non-Latin layout (Arabic: j types "ت") gives letters no
 * shortcut knows, so the physical key stands in (event.code KeyJ: "j"; Slash: "/" or "?"). Latin
 * layouts keep their own letters: a Dvorak "g" sits on KeyU and must not mean "u".
 */
function shortcutKey(event: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey'>): string {
  if (event.key.length !== 1 || /[\u0020-\u007e]/.test(event.key)) return event.key;
  const letter = /^Key([A-Z])$/.exec(event.code)?.[1];
  if (letter) return event.shiftKey ? letter : letter.toLowerCase();
  if (event.code === 'Slash') return event.shiftKey ? '?' : '/';
  return event.key;
}

/**
 * Single-key shortcuts for the page (no Ctrl, Alt or Meta; never while typing or in a dialog).
 * `handle` answers whether it used the key, so the browser's own action is kept otherwise.
 */
export function useKeyboardShortcuts(handle: (key: string) => boolean) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target instanceof Element && event.target.closest(typingOrElsewhere)) return;
    // A menu open (its toggle keeps the focus after a click): the key is the menu's, so Esc only closes it.
    if (menuOpen(event.target)) return;
    if (handle(shortcutKey(event))) event.preventDefault();
  });
  useEffect(() => {
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
