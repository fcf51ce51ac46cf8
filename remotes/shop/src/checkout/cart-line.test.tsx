/**
 * @jest-environment ./shared/testing/src/time-zone-environment.ts
 * @jest-environment-options {"timeZone": "America/Los_Angeles"}
 */
import { screen, within } from '@testing-library/react';
import type { CartProduct } from '@console/contracts';
import { ecommerceDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderShop } from '../test-kit';

jest.setTimeout(20_000);

// Only the clock is faked (before the mock seeds its cart): the page's timers stay real.
const onlyDate = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] as const;
// 20:30 on 10 March in Los Angeles is 03:30 on 11 March in UTC.
beforeEach(() => jest.useFakeTimers({ doNotFake: [...onlyDate], now: new Date('2026-03-11T03:30:00Z') }));
afterEach(() => jest.useRealTimers());
mockServerPerTest(() => [ecommerceDomain()]);

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'YYYY-MM-DD' as the page says it in English, written out by hand: 'Mar 12, 2026'. */
const spoken = (isoDay: string) => {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${months[(month ?? 1) - 1] ?? ''} ${day ?? 0}, ${year ?? 0}`;
};

it('says each delivery day as the user’s calendar day, 1 to 8 days after their today, unshifted by the time zone', async () => {
  await renderShop('/apps/ecommerce/checkout');
  const lines = ((await (await fetch('/apps/ecommerce/cart')).json()) as { products: CartProduct[] }).products;
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    // The user's today is 10 March: deliveries from 11 to 18 March.
    expect(line.shippingDate >= '2026-03-11' && line.shippingDate <= '2026-03-18').toBe(true);
    const article = await screen.findByRole('article', { name: line.name });
    expect(within(article).getByText(`Delivery by ${spoken(line.shippingDate)}`)).toBeInTheDocument();
  }
});
