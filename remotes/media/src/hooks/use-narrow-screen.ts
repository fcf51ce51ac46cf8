import { useSyncExternalStore } from 'react';

const query = '(max-width: 575.98px)';

/** True on a phone-width screen: lists then show cards instead of table rows (one layout rendered, not both hidden by CSS). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
