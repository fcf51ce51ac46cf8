import { localIsoDate } from '@console/ui';

/**
 * Today as YYYY-MM-DD where the user is. Not the UTC day: in Sydney before 10:00, or in
 * California after 16:00, that is yesterday or tomorrow.
 */
export const today = () => localIsoDate();

/** YYYY-MM-DD `days` after today (a new invoice is due in 30); by calendar days, so a DST change cannot shift it. */
export function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localIsoDate(date);
}
