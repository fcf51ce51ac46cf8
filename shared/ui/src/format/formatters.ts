import { useMemo } from 'react';
import { useTranslation } from '@console/runtime';
import { localIsoDate } from '@console/contracts';

// Intl formatters are costly to build (~30 ms for the first one on a cold page: ICU data), so
// each is built on first use and kept per language and options.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(key: string, create: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

/** A number formatter for a language (and options), built once. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`n|${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));
}

/**
 * A number in a language. An amount's currency in Arabic is isolated (Unicode's left-to-right
 * isolate marks, invisible): "US$" after Latin digits would otherwise show as "$US", its "$" drawn
 * to the right-to-left side of the line.
 */
export function formatNumber(language: string, value: number, options?: Intl.NumberFormatOptions): string {
  const format = numberFormat(language, options);
  if (options?.style !== 'currency' || !language.startsWith('ar')) return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? `\u2066${part.value}\u2069` : part.value))
    .join('');
}

/** A date formatter for a language (and options), built once. */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(`d|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));
}

// A list's separators without a final "and" ("a, b, c"; French alike), and the language's own where
// it has no such list (Arabic joins with "و", not with a Latin comma).
const listFormat = (language: string) => cached(`l|${language}`, () => new Intl.ListFormat(language, { style: 'narrow', type: 'conjunction' }));

export { localIsoDate };

/**
 * The first and last moments (ISO, UTC) of a YYYY-MM-DD day where the user is: what to ask an API
 * for "that day" (a UTC day is another day's evening or morning far from Greenwich). Undefined for
 * anything that is not such a day.
 */
export function localDayBounds(day: string): { start: string; end: string } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(year, month, date);
  if (Number.isNaN(start.getTime()) || start.getDate() !== date) return undefined;
  // The next day's midnight less a millisecond: a day of 23 or 25 hours (a clock change) included.
  return { start: start.toISOString(), end: new Date(new Date(year, month, date + 1).getTime() - 1).toISOString() };
}

/** A YYYY-MM-DD date as a calendar date (no time zone shift). */
export const calendarDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** What a date that is no date ('', a record written by another client) shows: never a thrown RangeError. */
export const unreadableDate = '—';
const readable = (day: Date, format: (day: Date) => string) => (Number.isNaN(day.getTime()) ? unreadableDate : format(day));

/** Numbers and dates in the console's current language (the same functions until it changes: safe in memo deps). */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  return useMemo(
    () => ({
      language,
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(language, value, options),
      /** Names or values shown as one list, with the language's separators ("a, b, c"; "a وb وc"). */
      list: (items: readonly string[]) => listFormat(language).format(items),
      /** A YYYY-MM-DD date; UTC so the day never shifts with the viewer's time zone. */
      date: (isoDate: string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }) =>
        readable(calendarDate(isoDate), (day) => dateFormat(language, { timeZone: 'UTC', ...options }).format(day)),
      /**
       * The day a moment (ISO 8601 instant) falls on where the reader is: a comment posted on a
       * Saturday morning in Auckland is Friday evening in UTC, so `date` of its UTC day is wrong.
       */
      localDay: (instant: string) => readable(new Date(instant), (day) => dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(day)),
    }),
    [language],
  );
}
