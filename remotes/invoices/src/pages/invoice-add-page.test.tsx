/**
 * @jest-environment ./shared/testing/src/time-zone-environment.ts
 * @jest-environment-options {"timeZone": "Australia/Sydney"}
 */
import { screen, within } from '@testing-library/react';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import invoicesModule from '../module';
import { slow } from '../test-kit';

jest.setTimeout(20_000);
mockServerPerTest(() => [invoicesDomain()]);
afterEach(() => jest.useRealTimers());

// Only the clock is faked: the page's timers stay real.
const onlyDate = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] as const;

describe('create invoice dates', () => {
  it('starts on the user’s own today, not the UTC day (Sydney, 07:30 on 11 March = 20:30 UTC on 10 March)', async () => {
    jest.useFakeTimers({ doNotFake: [...onlyDate], now: new Date('2026-03-10T20:30:00Z') });
    renderRemote(invoicesModule, '/apps/invoice/add');
    const form = within(await screen.findByRole('form', { name: 'Create invoice' }, slow));
    expect(form.getByLabelText('Issue date *')).toHaveValue('2026-03-11');
    expect(form.getByLabelText('Due date *')).toHaveValue('2026-04-10');
  });
});
