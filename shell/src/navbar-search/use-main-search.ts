import { useCallback, useEffect, useMemo, useState } from 'react';
import type { MainSearchResponse } from '@console/contracts';
import { useDebouncedValue } from '@console/ui';
import { fetchMainSearch } from './search-api';
import { useBookmarksStore } from './bookmarks-store';
import { pageResults, useKnownPages } from './known-pages';
import { searchRecords, useRecordSources, type FoundRecord } from './record-search';
import { groupResults, type SearchGroup } from './search-groups';

/** How long typing must pause before the search asks the server. */
export const searchDebounceMs = 150;

export type MainSearchState =
  | { status: 'idle'; groups: SearchGroup[] }
  | { status: 'loading'; groups: SearchGroup[] } // the previous answer stays until the next arrives
  /** `unsearched`: the headings of the record searches that failed (the rest is listed). */
  | { status: 'ready'; query: string; groups: SearchGroup[]; unsearched: string[] }
  | { status: 'error'; groups: SearchGroup[] };

interface Settled {
  key: string;
  query: string;
  response: MainSearchResponse | null;
  /** Each record search's records by its key; null where it failed. */
  records: Record<string, FoundRecord[] | null>;
  failed: boolean;
}

const none: SearchGroup[] = [];

/**
 * The navbar search's results for what is typed, debounced; `retry` asks again after an error.
 * Pages are only those this console has for the user (no dead ends), found by title in the
 * current language or by keyword as well as by the server. The listed remotes' record searches
 * (users by name) are asked at the same time; one that fails leaves the rest listed, and says so.
 */
export function useMainSearch(text: string) {
  const typed = text.trim();
  const query = useDebouncedValue(typed, searchDebounceMs);
  const [version, setVersion] = useState(0);
  // The last answer, tagged with the request it answered: "loading" is derived, not stored.
  const [settled, setSettled] = useState<Settled>({ key: '', query: '', response: null, records: {}, failed: false });
  const known = useKnownPages();
  const sources = useRecordSources();
  const allPages = useBookmarksStore((state) => state.pages);
  // Headings in the current language: the sources, not the answer, name the groups.
  const records = useMemo(() => sources.map((source) => ({ source, found: settled.records[source.key] ?? null })), [sources, settled]);
  const groups = useMemo(
    () => (settled.response ? groupResults({ ...settled.response, pages: pageResults(settled.response.pages, allPages, known, settled.query) }, records) : none),
    [settled, allPages, known, records],
  );
  // Another set of record searches (a remote listed meanwhile) asks again.
  const key = `${query}#${version}#${sources.map((source) => source.key).join(',')}`;

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const { signal } = controller;
    const answers = Promise.all(
      sources.map((source) => searchRecords(source.meta, query, signal).then((found) => [source.key, found] as const, () => [source.key, null] as const)),
    );
    Promise.all([fetchMainSearch(query, signal), answers]).then(
      ([response, found]) => {
        if (!signal.aborted) setSettled({ key, query, response, records: Object.fromEntries(found), failed: false });
      },
      () => {
        if (!signal.aborted) setSettled({ key, query, response: null, records: {}, failed: true });
      },
    );
    return () => controller.abort();
    // `key` names the sources asked: their records are re-read only when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, query]);

  const retry = useCallback(() => setVersion((v) => v + 1), []);
  let state: MainSearchState;
  if (!typed) state = { status: 'idle', groups: none };
  else if (typed !== query || settled.key !== key) state = { status: 'loading', groups };
  else if (settled.failed) state = { status: 'error', groups: none };
  else state = { status: 'ready', query, groups, unsearched: records.filter((record) => record.found === null).map((record) => record.source.label) };
  // What else this user's search looks through, by the groups' headings (said before typing).
  const searchable = useMemo(() => sources.map((source) => source.label), [sources]);
  return { state, retry, searchable };
}
