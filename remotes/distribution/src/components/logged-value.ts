import { useTranslation } from '@console/runtime';
import { useFormat } from '@console/ui';
import { useDateTime } from '../hooks/use-date-time';
import { catalogueOf, leafOf, useRecordNames } from '../hooks/use-record-names';
import { useDistributionT } from '../i18n/use-distribution-t';
import { isCountedList, isIdList } from './list-difference';
import { useLogLabels } from './log-labels';

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
// Record ids ('brandId', 'videoIds') are names, not amounts: never grouped ('10,234') nor re-digited.
const isIdField = (field: string) => /Ids?$/.test(field);
// A field whose codes another field's names say (a video's captions are languages).
const valuesNamedAs: Record<string, string> = { captions: 'language' };
// Objects whose empty fields mean "any" (a smart playlist's rules), not "(empty)".
const anyWhenEmpty = (field: string) => field.startsWith('rules.');

/**
 * A value of the log's "before → after" as the reader reads it: moments, days and amounts in the
 * console's language (the API keeps them as ISO text and plain numbers), yes/no in words, a code
 * of a closed list (a status, a plan, a language) by its name (`log.valueNames.<field>.<code>`), a
 * brand, category or playlist by its current name ('#id' once deleted, or to a reader who may not
 * read it), a list of videos by its length, a list of plain values as a list, nothing as "(empty)".
 * `fields`: those the caller will show (only their catalogues are read).
 */
export function useLoggedValue(fields: readonly string[] = []): (field: string, value: unknown) => string {
  const t = useDistributionT();
  const { number, date, list } = useFormat();
  const dateTime = useDateTime();
  const labels = useLogLabels();
  const recordName = useRecordNames(fields);
  const { t: lookUp, i18n } = useTranslation('distribution');
  // Looked up, not listed: a code the texts do not name (a free text, a new status) stays as sent.
  // Only word-like codes: i18next would read a '.' or ':' in a free text as a key or namespace.
  const named = (field: string, code: string) => {
    const leaf = leafOf(field);
    const key = `log.valueNames.${valuesNamedAs[leaf] ?? leaf}.${code}`;
    return /^[\w -]+$/.test(code) && i18n.exists(key, { ns: 'distribution' }) ? lookUp(key) : code;
  };
  const shown = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)) return anyWhenEmpty(field) ? t('log.anyValue') : t('log.empty_value');
    if (typeof value === 'number') {
      const catalogue = catalogueOf(field);
      if (catalogue) return recordName(catalogue, value) ?? t('log.recordNumber', { id: labels.id(String(value)) });
      return isIdField(field) ? String(value) : number(value);
    }
    if (isCountedList(field) && isIdList(value)) return t('log.videos', { count: value.length, shown: number(value.length) });
    if (typeof value === 'boolean') return value ? t('log.yes') : t('log.no');
    if (typeof value === 'string') {
      if (isoTime.test(value) && !Number.isNaN(Date.parse(value))) return dateTime(value);
      return isoDay.test(value) ? date(value) : named(field, value);
    }
    if (Array.isArray(value) && value.every((one) => one === null || typeof one !== 'object')) return list(value.map((one) => shown(field, one)));
    return JSON.stringify(value);
  };
  return shown;
}
