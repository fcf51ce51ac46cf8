import { screen, within } from '@testing-library/react';
import { contentPagesDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderPages, slow } from '../test-kit';

// A reader in Auckland (UTC+13 in late October): an evening in UTC is the next morning there.
// Jest's process.env is a copy, so TZ cannot be changed here: dates formatted without a time zone
// of their own get Auckland's instead (the kit's calendar dates, which name UTC, keep it).
const RealDateTimeFormat = Intl.DateTimeFormat;
beforeAll(() => {
  jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((locales, options) => new RealDateTimeFormat(locales, { timeZone: 'Pacific/Auckland', ...options }));
});
afterAll(() => jest.restoreAllMocks());

mockServerPerTest(() => [contentPagesDomain()]);
jest.setTimeout(20_000);

describe('times of posts and comments are shown on the reader’s own day', () => {
  it('a blog comment posted at 19:05 UTC on 30 October reads 31 October in Auckland', async () => {
    await renderPages('/pages/blog/detail/1');
    const comments = await screen.findByRole('region', { name: '3 comments' }, slow);
    const late = within(comments).getAllByRole('listitem').find((item) => item.textContent?.includes('Showed this to our student costume society.')) as HTMLElement;
    expect(within(late).getByText('Oct 31, 2026')).toHaveAttribute('datetime', '2026-10-30T19:05:00Z');
  });

  it('a profile post and a tweet show the day they were made in Auckland', async () => {
    await renderPages('/pages/profile');
    const feed = await screen.findByRole('region', { name: 'Posts' }, slow);
    const second = (await within(feed).findAllByRole('article', {}, slow))[1] as HTMLElement;
    // Posted 2026-10-27T16:05:00Z: the 28th in Auckland.
    expect(within(second).getByText('Oct 28, 2026')).toHaveAttribute('datetime', '2026-10-27T16:05:00Z');
    // Tweeted 2026-10-29T19:30:00Z: the 30th in Auckland.
    expect(within(screen.getByRole('region', { name: 'Twitter feed' })).getByText('Oct 30, 2026')).toHaveAttribute('datetime', '2026-10-29T19:30:00Z');
  });
});
