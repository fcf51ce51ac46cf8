import { useCallback, useEffect, useState } from 'react';
import { useDebouncedValue } from '@console/ui';
import { fetchMainSearch } from './search-api';
import { groupResults, type SearchGroup } from './search-groups';

/** How long typing must pause before the search asks the server. */
export const searchDebounceMs = 150;

export type MainSearchState =
  | { status: 'idle'; groups: SearchGroup[] }
  | { status: 'loading'; groups: SearchGroup[] } // the previous answer stays until the next arrives
  | { status: 'ready'; query: string; groups: SearchGroup[] }
  | { status: 'error'; groups: SearchGroup[] };

interface Settled {
  key: string;
  groups: SearchGroup[];
  failed: boolean;
}

const none: SearchGroup[] = [];

/** The navbar search's results for what is typed, debounced; `retry` asks again after an error. */
export function useMainSearch(text: string) {
  const typed = text.trim();
  const query = useDebouncedValue(typed, searchDebounceMs);
  const [version, setVersion] = useState(0);
  // The last answer, tagged with the request it answered: "loading" is derived, not stored.
  const [settled, setSettled] = useState<Settled>({ key: '', groups: none, failed: false });
  const key = `${query}#${version}`;

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    fetchMainSearch(query, controller.signal).then(
      (response) => setSettled({ key, groups: groupResults(response), failed: false }),
      () => {
        if (!controller.signal.aborted) setSettled({ key, groups: none, failed: true });
      },
    );
    return () => controller.abort();
  }, [key, query]);

  const retry = useCallback(() => setVersion((v) => v + 1), []);
  let state: MainSearchState;
  if (!typed) state = { status: 'idle', groups: none };
  else if (typed !== query || settled.key !== key) state = { status: 'loading', groups: settled.groups };
  else if (settled.failed) state = { status: 'error', groups: none };
  else state = { status: 'ready', query, groups: settled.groups };
  return { state, retry };
}
