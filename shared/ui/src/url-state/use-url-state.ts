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

/**
 * A change, or a function of the values it applies to: use the function when the change depends
 * on them (toggling one of several brands), so a second quick change builds on the first even
 * before the URL shows it.
 */
export type UrlChange<S extends UrlSchema> = Partial<UrlValues<S>> | ((current: UrlValues<S>) => Partial<UrlValues<S>>);

export type SetUrlState<S extends UrlSchema> = (change: UrlChange<S>, options?: SetUrlStateOptions) => void;

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
    (changeOf, { replace = false } = {}) => {
      const base = pending.current ?? searchParams;
      const values = readUrlValues(schema, base);
      const change = typeof changeOf === 'function' ? changeOf(values) : changeOf;
      const current: Record<string, unknown> = values;
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
