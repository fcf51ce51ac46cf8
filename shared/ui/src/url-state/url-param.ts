import { localDayBounds } from '../format/formatters';

/**
 * How one search parameter is read from and written to the URL. `parse` returns undefined for a
 * value it does not accept, which then reads as `defaultValue` (a hand-edited or stale link
 * never breaks the page). Method syntax on purpose: it lets a UrlParam<'a' | ''> stand where a
 * UrlParam<unknown> is expected, so a schema can mix parameter types.
 */
export interface UrlParam<T> {
  defaultValue: T;
  parse(raw: string): T | undefined;
  format(value: T): string;
}

/** Free text, trimmed of nothing (a search box keeps what the user typed). */
function text(defaultValue = ''): UrlParam<string> {
  return { defaultValue, parse: (raw) => raw, format: (value) => value };
}

/** One of a fixed list of words; '' (no choice) unless another default is given. */
function oneOf<T extends string>(values: readonly T[]): UrlParam<T | ''>;
function oneOf<T extends string>(values: readonly T[], defaultValue: T): UrlParam<T>;
function oneOf<T extends string>(values: readonly T[], defaultValue: T | '' = ''): UrlParam<T | ''> {
  return {
    defaultValue,
    parse: (raw) => ((values as readonly string[]).includes(raw) ? (raw as T) : undefined),
    format: (value) => value,
  };
}

/** Digits only, read as a number from `min` up that a number holds exactly ("1e+21", "-1", "0x1" are none). */
function wholeNumber(raw: string, min: number): number | undefined {
  const value = Number(raw);
  return /^\d+$/.test(raw) && Number.isSafeInteger(value) && value >= min ? value : undefined;
}

/** A whole number from `min` up (a page number: 1 by default). */
function int(defaultValue: number, min = 1): UrlParam<number> {
  return { defaultValue, parse: (raw) => wholeNumber(raw, min), format: String };
}

/** A record's id ('' for none), written as the API writes it: "007" reads as "7", so a select of ids shows it. */
function id(): UrlParam<string> {
  return {
    defaultValue: '',
    parse: (raw) => {
      const value = wholeNumber(raw, 1);
      return value === undefined ? undefined : String(value);
    },
    format: (value) => value,
  };
}

/**
 * A record's id in a page's path (`/media/videos/:id`), or null: that page is then "not found".
 * Stricter than a query's `id()`: "007" and "7" would be two addresses of one page, so only the
 * API's own spelling (no leading zero) is one.
 */
export function routeId(param: string | undefined): number | null {
  return param && !param.startsWith('0') ? (wholeNumber(param, 1) ?? null) : null;
}

/** A calendar day, YYYY-MM-DD ('' for none); one that does not exist (2026-13-45, 2026-02-30) is none. */
function day(): UrlParam<string> {
  return { defaultValue: '', parse: (raw) => (localDayBounds(raw) ? raw : undefined), format: (value) => value };
}

/** One of a fixed list of numbers (a page size). */
function intOneOf(values: readonly number[], defaultValue: number): UrlParam<number> {
  return { defaultValue, parse: (raw) => values.find((value) => String(value) === raw), format: String };
}

/** Ready-made parameter types for `useUrlState`. */
export const urlParam = { text, oneOf, int, intOneOf, id, day };

export type UrlSchema = Record<string, UrlParam<unknown>>;

/** The values a schema describes: { page: UrlParam<number> } → { page: number }. */
export type UrlValues<S extends UrlSchema> = { [K in keyof S]: S[K] extends UrlParam<infer T> ? T : never };

/** Reads every parameter of the schema; anything missing or not accepted is its default. */
export function readUrlValues<S extends UrlSchema>(schema: S, params: URLSearchParams): UrlValues<S> {
  const values: Record<string, unknown> = {};
  for (const [key, param] of Object.entries(schema)) {
    const raw = params.get(key);
    const parsed = raw === null ? undefined : param.parse(raw);
    values[key] = parsed === undefined ? param.defaultValue : parsed;
  }
  return values as UrlValues<S>;
}

/**
 * `current` with the schema's parameters set to `values`; defaults are left out, so the plain
 * list has a clean URL, and parameters the schema does not know (e.g. `mockScale`) are kept.
 */
export function writeUrlValues<S extends UrlSchema>(schema: S, values: UrlValues<S>, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, param] of Object.entries(schema)) {
    const value = (values as Record<string, unknown>)[key];
    if (value === param.defaultValue || value === undefined) next.delete(key);
    else next.set(key, param.format(value));
  }
  return next;
}
