import { useEffect, useEffectEvent } from 'react';
import { modalOpen } from '../app/use-page-heading';

/** Apple keyboards open the search with ⌘K, every other with Ctrl K. */
export const isApplePlatform = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

export const searchShortcut = isApplePlatform ? { label: '⌘K', aria: 'Meta+K' } : { label: 'Ctrl K', aria: 'Control+K' };

/**
 * The K the layout types (Dvorak's K is elsewhere), or, on a layout that types no Latin letter
 * there (Arabic: "ن"), the key where QWERTY has its K, as browsers' own Ctrl shortcuts do.
 */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'key' | 'code'>): boolean {
  const modifier = isApplePlatform ? event.metaKey : event.ctrlKey;
  const k = event.key.toLowerCase() === 'k' || (!/^[a-z]$/i.test(event.key) && event.code === 'KeyK');
  return modifier && !event.altKey && !event.shiftKey && k;
}

/**
 * Calls `onShortcut` for Ctrl+K / ⌘K anywhere on the page (also inside inputs, where it means
 * nothing else), but not while a dialog or side panel is open (react-bootstrap marks the body
 * `modal-open`): a remote's panel keeps the focus inside it with its own react-bootstrap, which
 * knows nothing of the shell's dialog, so the search would open with the focus — and what the
 * user types — still in the panel.
 */
export function useSearchShortcut(onShortcut: () => void): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (!isSearchShortcut(event)) return;
    event.preventDefault(); // the browser would focus its own search bar
    if (!modalOpen()) onShortcut();
  });
  useEffect(() => {
    window.addEventListener('keydown', handle);
    return () => window.removeEventListener('keydown', handle);
  }, []);
}
