import { dateFormat, localIsoDate, useFormat } from '@console/ui';
import { useCommunicationT } from '../i18n/use-communication-t';

/** Times in the console's language: today's as hours and minutes, older ones as a date. */
export function useTimeText() {
  const { language } = useFormat();
  const t = useCommunicationT();
  return {
    /** For a list: '09:30' today, '28 Oct' before. */
    short(iso: string) {
      const time = new Date(iso);
      const today = new Date().toDateString() === time.toDateString();
      return dateFormat(language, today ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' }).format(time);
    },
    /** In full: '28 Oct 2026, 09:30'. */
    long: (iso: string) => dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    /** Hours and minutes only (a chat message, under its day's heading). */
    clock: (iso: string) => dateFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso)),
    /**
     * The reader's own calendar day of a moment (YYYY-MM-DD) and its name, as a chat heads each
     * day's messages: 'Today', 'Yesterday', else 'Saturday, 31 October' (with the year when it is
     * not this one's).
     */
    day(iso: string): { day: string; name: string } {
      const time = new Date(iso);
      const now = new Date();
      const day = localIsoDate(time);
      if (day === localIsoDate(now)) return { day, name: t('chat.conversation.today') };
      if (day === localIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1))) return { day, name: t('chat.conversation.yesterday') };
      const year = time.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' as const };
      return { day, name: dateFormat(language, { weekday: 'long', day: 'numeric', month: 'long', ...year }).format(time) };
    },
  };
}
