import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { mediaDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiFr } from '@console/ui/i18n/fr';
import fr from '../i18n/fr';
import { editorUser, onPhone, renderMedia, titles, totals, videosWhere, waitForRows } from '../test-kit';

const mock = mockServerPerTest(() => [mediaDomain()]);

const en = (value: number) => value.toLocaleString('en');
/** The totals the page should show for a set: count, whole hours, whole minutes of its durations. */
const figures = (videos: readonly { duration: number }[]) => {
  const seconds = videos.reduce((sum, video) => sum + video.duration, 0);
  return { Videos: en(videos.length), 'Total hours': en(Math.floor(seconds / 3600)), 'Total minutes': en(Math.floor(seconds / 60)) };
};

it('shows the server’s totals of the filtered set, and a filter narrows rows and totals (kept in the URL)', async () => {
  const { user, router } = await renderMedia('/media/videos');
  await waitForRows();
  const all = await videosWhere();
  await waitFor(() => expect(totals()).toEqual(figures(all)));

  await user.selectOptions(screen.getByLabelText('Status'), 'archived');
  const archived = await videosWhere('status=archived');
  await waitFor(() => expect(totals()).toEqual(figures(archived)));
  await waitFor(() => expect(titles()).toEqual(archived.slice(0, 10).map((video) => video.title)));
  expect(router.state.location.search).toBe('?status=archived');
});

it('says “of 1 video”, not “of 1 videos”, when one video matches', async () => {
  await renderMedia('/media/videos?q=%23200');
  await waitFor(() => expect(titles()).toHaveLength(1));
  expect(screen.getByText('Showing 1 to 1 of 1 video')).toBeInTheDocument();
});

it('moves a page past the end (an old link) to the last page, replacing the history entry', async () => {
  const { router } = await renderMedia('/media/videos?page=50');
  await waitForRows();
  const all = await videosWhere();
  expect(router.state.location.search).toBe(`?page=${Math.ceil(all.length / 10)}`);
  expect(titles()).toEqual(all.slice((Math.ceil(all.length / 10) - 1) * 10).map((video) => video.title));
});

it('sorts by duration from the column header', async () => {
  const { user } = await renderMedia('/media/videos');
  await waitForRows();
  await user.click(screen.getByRole('button', { name: 'Duration' }));
  const shortest = (await videosWhere('sortColumn=duration')).slice(0, 10).map((video) => video.title);
  await waitFor(() => expect(titles()).toEqual(shortest));
  expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Shortest first');
});

it('sorts from the Sort by select as well, in the same URL parameters as the headers', async () => {
  const { user, router } = await renderMedia('/media/videos');
  await waitForRows();
  await user.selectOptions(screen.getByLabelText('Sort by'), 'Most views first');
  const most = (await videosWhere('sortColumn=views&sort=desc')).slice(0, 10).map((video) => video.title);
  await waitFor(() => expect(titles()).toEqual(most));
  expect(router.state.location.search).toBe('?sortColumn=views&sort=desc');
  expect(screen.getByRole('columnheader', { name: 'Views' })).toHaveAttribute('aria-sort', 'descending');
  await user.selectOptions(screen.getByLabelText('Sort by'), 'Default order');
  await waitFor(() => expect(router.state.location.search).toBe(''));
});

it('filters by a duration range typed in minutes (in the URL), refusing a maximum below the minimum at the field', async () => {
  const { user, router } = await renderMedia('/media/videos');
  await waitForRows();
  await user.type(screen.getByLabelText('Minimum (min)'), '10');
  await user.type(screen.getByLabelText('Maximum (min)'), '12');
  await user.tab();
  await waitFor(() => expect(router.state.location.search).toBe('?minMinutes=10&maxMinutes=12'));
  const inRange = await videosWhere('minDuration=600&maxDuration=720');
  await waitFor(() => expect(totals()).toEqual(figures(inRange)));

  const max = screen.getByLabelText('Maximum (min)');
  await user.clear(max);
  await user.type(max, '5{Enter}');
  expect(max).toHaveAccessibleDescription('The maximum must not be less than the minimum.');
  expect(router.state.location.search).toBe('?minMinutes=10&maxMinutes=12');

  // A preset replaces the typed range: one duration filter at a time.
  await user.selectOptions(screen.getByLabelText('Duration'), 'long');
  await waitFor(() => expect(router.state.location.search).toBe('?duration=long'));
  await waitFor(() => expect(screen.getByLabelText('Minimum (min)')).toHaveValue(null));
  expect(screen.getByLabelText('Maximum (min)')).not.toHaveAccessibleDescription();
});

it('says at the field when the published dates are the wrong way round', async () => {
  const { user } = await renderMedia('/media/videos?from=2026-06-01&to=2026-01-31');
  const to = await screen.findByLabelText('Published to');
  expect(to).toHaveAccessibleDescription('The end date is before the start date.');
  expect(to).toBeInvalid();
  await user.clear(screen.getByLabelText('Published from'));
  await waitFor(() => expect(to).not.toHaveAccessibleDescription());
  expect(to).toBeValid();
});

it('bulk publish refuses a video without a thumbnail and says which', async () => {
  const { user } = await renderMedia('/media/videos?status=draft');
  await waitForRows();
  const drafts = (await videosWhere('status=draft')).slice(0, 10);
  const bare = drafts.find((video) => video.thumbnail === '');
  expect(bare).toBeDefined();
  await user.click(screen.getByRole('checkbox', { name: `Select ${bare?.title ?? ''}` }));
  await user.click(within(screen.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText(new RegExp(`Not changed: ${bare?.title ?? ''} \\(It has no thumbnail\\.\\)`))).toBeInTheDocument();
  expect((await videosWhere('status=draft')).some((video) => video.id === bare?.id)).toBe(true);
});

it('deletes the selected videos after a confirmation, and Undo brings them back with nothing sent', async () => {
  const { user } = await renderMedia('/media/videos');
  await waitForRows();
  const [first] = titles();
  await user.click(screen.getByRole('checkbox', { name: `Select ${first ?? ''}` }));
  await user.click(within(screen.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete videos?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(titles()).not.toContain(first));
  await user.click(await screen.findByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(titles()).toContain(first));
  expect(await videosWhere()).toHaveLength(300);
});

it('after the selected videos are deleted, puts focus on the video list, not on the page body', async () => {
  const { user } = await renderMedia('/media/videos');
  await waitForRows();
  const [first] = titles();
  await user.click(screen.getByRole('checkbox', { name: `Select ${first ?? ''}` }));
  await user.click(within(screen.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Delete videos?' })).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Video list' })).toHaveFocus());
});

const listHeading = () => screen.getByRole('heading', { level: 2, name: 'Video list' });
const bulkBar = () => screen.getByRole('group', { name: 'Bulk actions' });

// The button pressed is disabled while the action runs, then stays so (the selection is gone):
// a browser drops the focus to the page body.
it.each(['Publish', 'Unpublish', 'Archive'])('after bulk %s, puts focus on the video list, not on its disabled button', async (action) => {
  const { user } = await renderMedia('/media/videos');
  await waitForRows();
  const [first] = titles();
  await user.click(screen.getByRole('checkbox', { name: `Select ${first ?? ''}` }));
  await user.click(within(bulkBar()).getByRole('button', { name: action }));
  // Done or refused (some moves are not allowed from the video's status), the action is over.
  expect(await screen.findByText(/video updated|Not changed/)).toBeInTheDocument();
  await waitFor(() => expect(listHeading()).toHaveFocus());
  expect(within(bulkBar()).getByRole('button', { name: action })).toBeDisabled();
});

it('after a bulk category change, puts focus on the video list', async () => {
  const { user } = await renderMedia('/media/videos');
  await waitForRows();
  const [first] = titles();
  await user.click(screen.getByRole('checkbox', { name: `Select ${first ?? ''}` }));
  const categories = within(bulkBar()).getByRole('combobox', { name: 'New category' });
  await waitFor(() => expect(within(categories).getAllByRole('option').length).toBeGreaterThan(1));
  await user.selectOptions(categories, within(categories).getAllByRole('option')[1]!);
  await user.click(within(bulkBar()).getByRole('button', { name: 'Change category' }));
  expect(await screen.findByText('1 video updated.')).toBeInTheDocument();
  await waitFor(() => expect(listHeading()).toHaveFocus());
});

it('after Clear selection (which goes with the selection), puts focus on the video list', async () => {
  const { user } = await renderMedia('/media/videos');
  await waitForRows();
  const [first] = titles();
  await user.click(screen.getByRole('checkbox', { name: `Select ${first ?? ''}` }));
  await user.click(within(bulkBar()).getByRole('button', { name: 'Clear selection' }));
  expect(within(bulkBar()).queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();
  expect(listHeading()).toHaveFocus();
});

it('counts without the videos waiting for their Undo, and says so when they were the whole page', async () => {
  const { user } = await renderMedia('/media/videos');
  await waitForRows();
  const all = await videosWhere();
  await waitFor(() => expect(totals()).toEqual(figures(all)));
  await user.click(screen.getByRole('checkbox', { name: 'Select all videos on this page' }));
  await user.click(within(screen.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Delete videos?' })).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Everything on this page is being deleted: Undo brings it back.')).toBeInTheDocument();
  expect(totals()).toEqual(figures(all.slice(10)));
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(titles()).toEqual(all.slice(0, 10).map((video) => video.title)));
  expect(totals()).toEqual(figures(all));
});

it('hides the change buttons from an account that may only read videos', async () => {
  await renderMedia('/media/videos', {
    ...editorUser,
    ability: [{ action: 'read', subject: 'Video' }, { action: 'read', subject: 'Category' }, { action: 'read', subject: 'Brand' }],
  });
  await waitForRows();
  expect(screen.queryByRole('button', { name: 'Add video' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Bulk actions' })).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
});

it('offers “Add video” only to an account that may create videos, as the API asks', async () => {
  await renderMedia('/media/videos', {
    ...editorUser,
    ability: [{ action: 'read', subject: 'Video' }, { action: 'update', subject: 'Video' }, { action: 'read', subject: 'Category' }, { action: 'read', subject: 'Brand' }],
  });
  await waitForRows();
  expect(screen.queryByRole('button', { name: 'Add video' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
});

it('shows cards instead of table rows on a phone-width screen', async () => {
  const restore = onPhone();
  try {
    await renderMedia('/media/videos');
    const cards = await screen.findByRole('list', { name: 'Videos' }, { timeout: 5_000 });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(10));
    expect(screen.queryByRole('table', { name: 'Videos' })).not.toBeInTheDocument();
    expect(within(cards).getAllByRole('checkbox')).toHaveLength(10);
  } finally {
    restore();
  }
});

it('sorts the cards and says when none match, on a phone', async () => {
  const restore = onPhone();
  try {
    const { user } = await renderMedia('/media/videos');
    await screen.findByRole('list', { name: 'Videos' }, { timeout: 5_000 });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Longest first');
    const longest = (await videosWhere('sortColumn=duration&sort=desc'))[0];
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Videos' })).getAllByRole('link')[0]).toHaveTextContent(longest?.title ?? ''));
    await user.type(screen.getByRole('searchbox', { name: 'Search videos' }), 'no such video anywhere');
    expect(await screen.findByText('No videos match the filters.', {}, { timeout: 5_000 })).toBeInTheDocument();
  } finally {
    restore();
  }
});

describe('when the library cannot be read', () => {
  afterEach(() => switchTestLanguage('en'));

  it('says which list failed and why, and the totals show no figures rather than loading forever', async () => {
    mock.server().get('/api/media/videos', () => new Response(503, {}, { message: 'The video service is down.' }));
    await renderMedia('/media/videos');
    expect(await screen.findByText('The videos could not be loaded. The video service is down.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(totals()).toEqual({ Videos: '—', 'Total hours': '—', 'Total minutes': '—' });
  });

  it('speaks French to a French reader, not the server’s English', async () => {
    await switchTestLanguage('fr', { ui: uiFr });
    mock.server().get('/api/media/videos', () => new Response(503, {}, { message: 'The video service is down.' }));
    await renderMedia('/media/videos');
    expect(await screen.findByText(`${fr.videos.loadFailed} ${fr.loadFailedRetry}`, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/video service/)).not.toBeInTheDocument();
  });
});
