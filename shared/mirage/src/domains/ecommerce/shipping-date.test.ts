/**
 * @jest-environment ./shared/testing/src/time-zone-environment.ts
 * @jest-environment-options {"timeZone": "Australia/Sydney"}
 */
import type { Random } from '../../seeded-random';
import { drawCartLine } from './shop';

// A draw that always gives `days`: the test names the delivery it expects.
const always = (days: number): Random => ({ next: () => 0, int: () => days, pick: (items) => items[0]!, isoDate: () => '' });

// 07:30 on 11 March in Sydney is 20:30 on 10 March in UTC.
const breakfastInSydney = new Date('2026-03-10T20:30:00Z');

it('dates a delivery 1 to 8 of the user’s calendar days ahead, not UTC days', () => {
  expect(drawCartLine(always(1), 1, 1, breakfastInSydney).shippingDate).toBe('2026-03-12');
  expect(drawCartLine(always(8), 1, 1, breakfastInSydney).shippingDate).toBe('2026-03-19');
});

it('counts calendar days across a clock change (Sydney leaves summer time on 5 April 2026)', () => {
  // 23:30 on 4 April: the next day has 25 hours.
  expect(drawCartLine(always(1), 1, 1, new Date('2026-04-04T12:30:00Z')).shippingDate).toBe('2026-04-05');
  expect(drawCartLine(always(2), 1, 1, new Date('2026-04-04T12:30:00Z')).shippingDate).toBe('2026-04-06');
});
