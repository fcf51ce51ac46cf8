import { screen, within } from '@testing-library/react';
import type { RokuChannel } from '@console/contracts';
import { mockServerPerTest } from '@console/testing';
import { distributionDomains, renderDistribution } from '../test-kit';

// A reader in Auckland (UTC+13 in November): an evening publish in UTC is the next morning there.
// Jest's process.env is a copy, so TZ cannot be changed here: dates formatted without a time zone
// of their own get Auckland's instead.
const RealDateTimeFormat = Intl.DateTimeFormat;
beforeAll(() => {
  jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((locales, options) => new RealDateTimeFormat(locales, { timeZone: 'Pacific/Auckland', ...options }));
});
afterAll(() => jest.restoreAllMocks());

const mock = mockServerPerTest(distributionDomains);

it("dates a channel's last publish in the list on the reader's day, the day its page gives", async () => {
  const publishedAt = '2026-11-04T19:30:00.000Z';
  mock.server().get('/api/distribution/roku-channels', async () => {
    const { channel } = (await (await fetch('/api/distribution/roku-channels/2')).json()) as { channel: RokuChannel };
    return [{ ...channel, publishedAt, version: 1, itemCount: 4, issueCount: 0 }];
  });
  await renderDistribution('/distribution/roku-channels');
  const row = await within(screen.getByRole('table', { name: 'Roku channels' })).findByRole('row', { name: /^Cedar Weekend/ });
  expect(within(row).getByRole('cell', { name: 'v1, Nov 5, 2026' })).toBeInTheDocument();
});
