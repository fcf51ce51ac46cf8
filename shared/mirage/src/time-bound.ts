const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Whether `value` is a list's time bound: a day (`2026-11-05`) or an exact moment (`2026-11-04T11:00:00.000Z`). */
export const isTimeBound = (value: string) => isDay(value) || (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)));

/**
 * A `from` or `to` bound of a list query: a day (the UTC day, inclusive) or an exact moment
 * (inclusive), which lets a console in any time zone ask for its reader's own days. Anything else
 * reads as no bound, like every list query of the mock. The answer says whether `at` lies on the
 * bound's side: `side` 1 for at or after, -1 for at or before.
 */
export function timeBound(value: string): (at: string, side: 1 | -1) => boolean {
  if (isDay(value)) return (at, side) => Math.sign(at.slice(0, 10).localeCompare(value)) !== -side;
  const time = Date.parse(value);
  if (!value || Number.isNaN(time)) return () => true;
  return (at, side) => Math.sign(Date.parse(at) - time) !== -side;
}
