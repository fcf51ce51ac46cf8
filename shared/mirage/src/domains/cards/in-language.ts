import { isRecord } from '../../http';
import type { ApiLanguage } from '../../language';
import { cardTexts } from './card-texts';

/** The fields that hold words: titles, the names of series, segments and devices, progress labels. */
const wordFields = new Set(['title', 'name', 'label']);

/**
 * A card with its words in `language`. Figures, colours, formats and the periods and years it
 * offers (the values the client sends back as `?period=`) stay as they are; a word the table
 * lacks stays English.
 */
export function cardIn<C extends object>(language: ApiLanguage, card: C): C {
  if (language === 'en') return card;
  const word = (text: unknown) => (typeof text === 'string' ? (cardTexts[text]?.[language] ?? text) : text);
  const walk = (value: unknown, field?: string): unknown => {
    if (typeof value === 'string') return field !== undefined && wordFields.has(field) ? word(value) : value;
    // A chart's categories are its axis labels: day and month names.
    if (Array.isArray(value)) return field === 'categories' ? value.map(word) : value.map((item) => walk(item));
    if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, key)]));
    return value;
  };
  return walk(card) as C;
}
