import { useEffect, useEffectEvent } from 'react';

/** Apple keyboards open the search with ⌘K, every other with Ctrl K. */
export const isApplePlatform = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

export const searchShortcut = isApplePlatform ? { label: '⌘K', aria: 'Meta+K' } : { label: 'Ctrl K', aria: 'Control+K' };

export function isSearchShortcut(event: KeyboardEvent): boolean {
  const modifier = isApplePlatform ? event.metaKey : event.ctrlKey;
  return modifier && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** Calls `onShortcut` for Ctrl+K / ⌘K anywhere on the page (also inside inputs, where it means nothing else). */
export function useSearchShortcut(onShortcut: () => void): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (!isSearchShortcut(event)) return;
    event.preventDefault(); // the browser would focus its own search bar
    onShortcut();
  });
  useEffect(() => {
    window.addEventListener('keydown', handle);
    return () => window.removeEventListener('keydown', handle);
  }, []);
}
