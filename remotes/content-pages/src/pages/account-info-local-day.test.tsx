/**
 * @jest-environment ./shared/testing/src/time-zone-environment.ts
 * @jest-environment-options {"timeZone": "Australia/Sydney"}
 */
import { screen } from '@testing-library/react';
import type { AccountSettings } from '@console/contracts';
import { contentPagesDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderPages, slow } from '../test-kit';

mockServerPerTest(() => [contentPagesDomain()]);
afterEach(() => jest.useRealTimers());
jest.setTimeout(20_000);

// Only the clock is faked: the page's timers stay real.
const onlyDate = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] as const;

/** The Information tab with the date of birth typed in and saved. */
async function saveBirthDate(dob: string) {
  const { user } = await renderPages('/pages/account-settings/information');
  const field = await screen.findByLabelText(/^Date of birth/, {}, slow);
  await user.clear(field);
  await user.type(field, dob);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  return field;
}

// In Sydney at 07:30 on 11 March it is still 10 March in UTC (20:30).
describe('the date of birth is before the user’s own today', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: [...onlyDate], now: new Date('2026-03-10T20:30:00Z') }));

  it('takes their yesterday (today in UTC)', async () => {
    await saveBirthDate('2026-03-10');
    expect(await screen.findByText('Your changes were saved.', {}, slow)).toBeInTheDocument();
    expect(((await (await fetch('/account-setting/data')).json()) as AccountSettings).info.dob).toBe('2026-03-10');
  });

  it('refuses their today', async () => {
    const field = await saveBirthDate('2026-03-11');
    expect(field).toHaveAccessibleDescription('Enter a date of birth in the past.');
    expect(screen.queryByText('Your changes were saved.')).not.toBeInTheDocument();
  });
});
