import { dateFormat, useFormat } from '@console/ui';

/** A moment (ISO time) as a date and time in the console's language, not the browser's: '4 nov. 2026, 09:00'. */
export function useDateTime(): (iso: string) => string {
  const { language } = useFormat();
  return (iso) => dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The day of a moment (ISO time) where the reader is, the day useDateTime names: '4 nov. 2026' (not the UTC day). */
export function useLocalDay(): (iso: string) => string {
  const { language } = useFormat();
  return (iso) => dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}
