import { useSyncExternalStore } from 'react';

// A phone-width screen; `screen`: a printed page (wider than a phone) keeps the desktop layout.
const phoneWidth = 'screen and (max-width: 575.98px)';

/**
 * True on a phone-width screen, kept up to date as the window turns or resizes: the caller renders
 * the one layout for it (cards for table rows, a block per invoice line), not two hidden in turn by CSS.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(phoneWidth);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(phoneWidth).matches,
    () => false,
  );
}
