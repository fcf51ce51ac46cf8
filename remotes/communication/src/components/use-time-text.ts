import { dateFormat, useFormat } from '@console/ui';

/** Times in the console's language: today's as hours and minutes, older ones as a date. */
export function useTimeText() {
  const { language } = useFormat();
  return {
    /** For a list: '09:30' today, '28 Oct' before. */
    short(iso: string) {
      const time = new Date(iso);
      const today = new Date().toDateString() === time.toDateString();
      return dateFormat(language, today ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' }).format(time);
    },
    /** In full: '28 Oct 2026, 09:30'. */
    long: (iso: string) => dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    /** Hours and minutes only (a chat message). */
    clock: (iso: string) => dateFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso)),
  };
}
