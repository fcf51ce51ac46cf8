import { dateFormat, useFormat } from '@console/ui';

/** A moment (ISO time) as a date and time in the console's language, not the browser's: '4 nov. 2026, 09:00'. */
export function useDateTime(): (iso: string) => string {
  const { language } = useFormat();
  return (iso) => dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
