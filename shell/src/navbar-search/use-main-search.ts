import { useCallback, useEffect, useMemo, useState } from 'react';
import type { MainSearchResponse } from '@console/contracts';
import { useDebouncedValue } from '@console/ui';
import { fetchMainSearch } from './search-api';
import { useBookmarksStore } from './bookmarks-store';
import { pageResults, useKnownPages } from './known-pages';
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
  query: string;
  response: MainSearchResponse | null;
  failed: boolean;
}

const none: SearchGroup[] = [];

/**
 * The navbar search's results for what is typed, debounced; `retry` asks again after an error.
 * Pages are only those this console has for the user (no dead ends), found by title in the
 * current language or by keyword as well as by the server.
 */
export function useMainSearch(text: string) {
  const typed = text.trim();
  const query = useDebouncedValue(typed, searchDebounceMs);
  const [version, setVersion] = useState(0);
  // The last answer, tagged with the request it answered: "loading" is derived, not stored.
  const [settled, setSettled] = useState<Settled>({ key: '', query: '', response: null, failed: false });
  const known = useKnownPages();
  const allPages = useBookmarksStore((state) => state.pages);
  const groups = useMemo(
    () => (settled.response ? groupResults({ ...settled.response, pages: pageResults(settled.response.pages, allPages, known, settled.query) }) : none),
    [settled, allPages, known],
  );
  const key = `${query}#${version}`;

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    fetchMainSearch(query, controller.signal).then(
      (response) => setSettled({ key, query, response, failed: false }),
      () => {
        if (!controller.signal.aborted) setSettled({ key, query, response: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [key, query]);

  const retry = useCallback(() => setVersion((v) => v + 1), []);
  let state: MainSearchState;
  if (!typed) state = { status: 'idle', groups: none };
  else if (typed !== query || settled.key !== key) state = { status: 'loading', groups };
  else if (settled.failed) state = { status: 'error', groups: none };
  else state = { status: 'ready', query, groups };
  return { state, retry };
}
