/**
 * @jest-environment ./shared/testing/src/time-zone-environment.ts
 * @jest-environment-options {"timeZone": "Australia/Sydney"}
 */
import type { Random } from '../../seeded-random';
import { localIsoDate } from '@console/contracts/src/local-day';
import { createShop, drawCartLine } from './shop';

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

it('quotes a kept cart’s line again once its delivery day has come, 1 to 8 days from then', () => {
  // The seed's lines are drawn from the real today, 1 to 8 days ahead.
  const shop = createShop();
  const day = (from: Date, days: number) => localIsoDate(new Date(from.getFullYear(), from.getMonth(), from.getDate() + days));
  const kept = shop.cartProducts().map((line) => line.shippingDate);
  // Nine days later every one of them is today or past.
  const later = new Date(Date.now() + 9 * 86_400_000);
  const quoted = shop.cartProducts(later).map((line) => line.shippingDate);
  expect(quoted).toHaveLength(kept.length);
  for (const date of quoted) {
    expect(date >= day(later, 1) && date <= day(later, 8)).toBe(true);
  }
  // Quoted once: the same dates on the next read.
  expect(shop.cartProducts(later).map((line) => line.shippingDate)).toEqual(quoted);
});
