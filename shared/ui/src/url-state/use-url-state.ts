import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@console/router';
import { readUrlValues, writeUrlValues, type UrlSchema, type UrlValues } from './url-param';

export interface UrlStateOptions<S extends UrlSchema> {
  /**
   * The page-number parameter: any change that does not set it itself sends it back to its
   * default, so a new search or filter never lands on a page past the end of the results.
   */
  pageKey?: keyof S & string;
}

export interface SetUrlStateOptions {
  /**
   * Replace the history entry instead of adding one. Use it for typing (one entry per keystroke
   * would make Back useless); discrete changes (a filter, a page, a sort) push, so Back undoes them.
   */
  replace?: boolean;
}

export type SetUrlState<S extends UrlSchema> = (change: Partial<UrlValues<S>>, options?: SetUrlStateOptions) => void;

/**
 * A list's state kept in the URL's search parameters, typed by a schema of `urlParam`s: a
 * reload, the Back button or a shared link restores it exactly.
 */
export function useUrlState<S extends UrlSchema>(schema: S, options: UrlStateOptions<S> = {}): [UrlValues<S>, SetUrlState<S>] {
  const [searchParams, setSearchParams] = useSearchParams();
  // React Router gives a new searchParams object only when the query changes, so the values keep
  // their identity (and effects keyed on them stay quiet) until the URL really changes.
  const values = useMemo(() => readUrlValues(schema, searchParams), [schema, searchParams]);
  const { pageKey } = options;
  // A data router commits a new URL only after its loaders ran: a second change made meanwhile
  // (two filters picked quickly) must build on the first, not on the URL still shown.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [searchParams]);

  const set = useCallback<SetUrlState<S>>(
    (change, { replace = false } = {}) => {
      const base = pending.current ?? searchParams;
      const current: Record<string, unknown> = readUrlValues(schema, base);
      // Choosing what is already chosen adds no history entry and keeps the page.
      if (Object.entries(change).every(([key, value]) => current[key] === value)) return;
      const next: Record<string, unknown> = { ...current, ...change };
      if (pageKey && !(pageKey in change)) next[pageKey] = schema[pageKey]?.defaultValue;
      pending.current = writeUrlValues(schema, next as UrlValues<S>, base);
      setSearchParams(pending.current, { replace });
    },
    [schema, searchParams, setSearchParams, pageKey],
  );

  return [values, set];
}
