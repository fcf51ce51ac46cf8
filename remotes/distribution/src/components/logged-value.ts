import { useTranslation } from '@console/runtime';
import { useFormat } from '@console/ui';
import { useBrandName } from '../hooks/use-catalogue';
import { useDateTime } from '../hooks/use-date-time';
import { useDistributionT } from '../i18n/use-distribution-t';

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
// Record ids ('brandId', 'videoIds') are names, not amounts: never grouped ('10,234') nor re-digited.
const isIdField = (field: string) => /Ids?$/.test(field);
// A brand's id by its current name (a deleted brand, or one the reader may not read, as '#id').
const isBrandField = (field: string) => field === 'brandId' || field === 'brandIds';

/**
 * A value of the log's "before → after" as the reader reads it: moments, days and amounts in the
 * console's language (the API keeps them as ISO text and plain numbers), yes/no in words, a code
 * of a closed list (a status, a plan, a language) by its name (`log.valueNames.<field>.<code>`), a
 * brand by its name, a list of plain values as a list, nothing as "(empty)".
 */
export function useLoggedValue(): (field: string, value: unknown) => string {
  const t = useDistributionT();
  const { number, date, list } = useFormat();
  const dateTime = useDateTime();
  const brandName = useBrandName();
  const { t: lookUp, i18n } = useTranslation('distribution');
  // Looked up, not listed: a code the texts do not name (a free text, a new status) stays as sent.
  // Only word-like codes: i18next would read a '.' or ':' in a free text as a key or namespace.
  const named = (field: string, code: string) => {
    const key = `log.valueNames.${field}.${code}`;
    return /^[\w -]+$/.test(code) && i18n.exists(key, { ns: 'distribution' }) ? lookUp(key) : code;
  };
  const shown = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)) return t('log.empty_value');
    if (typeof value === 'number') return isBrandField(field) ? brandName(value) : isIdField(field) ? String(value) : number(value);
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
