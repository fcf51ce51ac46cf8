/**
 * @jest-environment ./shared/testing/src/time-zone-environment.ts
 * @jest-environment-options {"timeZone": "Pacific/Auckland"}
 */
import { localDayBounds } from './formatters';

it('gives a day where the user is as its first and last moments in UTC (Auckland, UTC+13 in November)', () => {
  expect(localDayBounds('2026-11-05')).toEqual({ start: '2026-11-04T11:00:00.000Z', end: '2026-11-05T10:59:59.999Z' });
});

it('keeps a day of 23 hours whole (clocks go forward on 27 September 2026 in New Zealand)', () => {
  expect(localDayBounds('2026-09-27')).toEqual({ start: '2026-09-26T12:00:00.000Z', end: '2026-09-27T10:59:59.999Z' });
});

it('reads nothing that is not a calendar day', () => {
  expect(localDayBounds('')).toBeUndefined();
  expect(localDayBounds('2026-02-30')).toBeUndefined();
  expect(localDayBounds('5 Nov')).toBeUndefined();
});
