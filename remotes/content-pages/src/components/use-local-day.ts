import { dateFormat, useFormat } from '@console/ui';

/**
 * The day an ISO 8601 instant ('2026-10-30T19:05:00Z') falls on where the reader is. The kit's
 * `date` reads a calendar day in UTC, so cutting an instant to its UTC day would show a comment
 * posted on a Saturday morning in Auckland (Friday evening in UTC) as posted on Friday.
 */
export function useLocalDay() {
  const { language } = useFormat();
  return (instant: string) => dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(instant));
}
