const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The fixed "today" of the seed (brief: 2026-11-01), so statuses and due dates stay consistent. */
export const referenceDay = Date.UTC(2026, 10, 1);
const dayMs = 86_400_000;

/** Invoice date text like '05 Nov 2026', `offsetDays` from the reference day. */
export function invoiceDate(offsetDays: number): string {
  const date = new Date(referenceDay + offsetDays * dayMs);
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${day} ${months[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}

/** A sortable number (yyyymmdd) from invoice date text; 0 when it cannot be read. */
export function dateKey(text: string): number {
  const [day, month, year] = text.split(' ');
  const monthIndex = months.indexOf(month as (typeof months)[number]);
  const key = Number(year) * 10_000 + (monthIndex + 1) * 100 + Number(day);
  return monthIndex < 0 || !Number.isFinite(key) ? 0 : key;
}
