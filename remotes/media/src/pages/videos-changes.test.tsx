import { screen, waitFor, within } from '@testing-library/react';
import { mediaDomain } from '@console/mirage';
import { captureDownloads, mockServerPerTest, provideObjectUrls, switchTestLanguage } from '@console/testing';
import { uiFr } from '@console/ui/i18n/fr';

import { renderMedia, videosWhere, waitForRows } from '../test-kit';

jest.mock('../player/bundled-clip', () => ({ bundledClipUrl: '/test-clip.webm' }));

mockServerPerTest(() => [mediaDomain()]);

// Each test drives a whole flow (list, panel or export, then the editor): more than Jest's 5 s on a busy 2-core machine.
jest.setTimeout(20_000);

provideObjectUrls();

it('exports every video matching the filters as a dated CSV, not only the page', async () => {
  const { saved, lines: csvLines } = captureDownloads();
  const { user } = await renderMedia('/media/videos?status=published');
  await waitForRows();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  const published = await videosWhere('status=published');
  expect(await screen.findByText(`${published.length} videos exported.`, {}, { timeout: 5_000 })).toBeInTheDocument();
  expect(saved).toEqual([expect.stringMatching(/^videos-\d{4}-\d{2}-\d{2}\.csv$/)]);
  const lines = await csvLines();
  expect(lines[0]).toBe('ID,Title,Brand,Category,Status,Language,Duration (s),Published,Views,Tags');
  expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(published.map((video) => video.id));
});

it('exports only the selected videos when some are selected', async () => {
  const { lines } = captureDownloads();
  const { user } = await renderMedia('/media/videos?status=published');
  await waitForRows();
  const [first, , third] = (await videosWhere('status=published')).slice(0, 10);
  for (const video of [first, third]) await user.click(screen.getByRole('checkbox', { name: `Select ${video?.title ?? ''}` }));
  await user.click(screen.getByRole('button', { name: 'Export 2 selected as CSV' }));
  expect(await screen.findByText('2 videos exported.', {}, { timeout: 5_000 })).toBeInTheDocument();
  expect((await lines()).slice(1).map((line) => Number(line.split(',')[0]))).toEqual([first?.id, third?.id]);
});

it('keeps the CSV’s columns as in English on a French screen (a file does not change shape with the language)', async () => {
  const { lines } = captureDownloads();
  await switchTestLanguage('fr', { ui: uiFr });
  try {
    const { user } = await renderMedia('/media/videos?status=archived');
    await user.click(await screen.findByRole('button', { name: 'Exporter en CSV' }));
    const archived = await videosWhere('status=archived');
    expect(await screen.findByText(`${archived.length} vidéos exportées.`, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect((await lines())[0]).toBe('ID,Title,Brand,Category,Status,Language,Duration (s),Published,Views,Tags');
  } finally {
    await switchTestLanguage('en');
  }
});

it('“Add video” creates a draft with its address and duration, and opens it in the editor, where it plays', async () => {
  const { user, router } = await renderMedia('/media/videos');
  await waitForRows();
  await user.click(screen.getByRole('button', { name: 'Add video' }));
  const panel = await screen.findByRole('dialog', { name: 'Add a video' });
  await user.type(within(panel).getByLabelText('Title *'), 'Launch day');
  await user.type(within(panel).getByLabelText('Video URL *'), 'https://cdn.example.com/launch-day.mp4');
  const duration = within(panel).getByLabelText('Duration (seconds) *');
  // A negative duration is refused at the field, not turned into 0.
  await user.clear(duration);
  await user.type(duration, '-30');
  await user.click(within(panel).getByRole('button', { name: 'Create draft' }));
  await waitFor(() => expect(duration).toHaveAccessibleDescription('Duration must be a whole number of seconds, at least 1.'));
  expect(duration).toHaveValue(-30);
  await user.clear(duration);
  await user.type(duration, '95');
  await user.click(within(panel).getByRole('button', { name: 'Create draft' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/media/videos/301'), { timeout: 5_000 });
  expect(await screen.findByRole('heading', { level: 1, name: 'Launch day' }, { timeout: 5_000 })).toBeInTheDocument();
  // The draft has its source: the editor plays it.
  const player = screen.getByRole('region', { name: 'Video player' });
  expect(within(player).getByLabelText('Video player')).toHaveAttribute('src', 'https://cdn.example.com/launch-day.mp4');
  expect((await videosWhere('status=draft&q=launch day'))[0]).toMatchObject({ duration: 95, sourceUrl: 'https://cdn.example.com/launch-day.mp4', status: 'draft' });
});

it('leaves the videos waiting for their Undo out of an export of every match, and counts the file’s rows', async () => {
  const { lines } = captureDownloads();
  const { user } = await renderMedia('/media/videos?status=archived');
  await waitForRows();
  const archived = await videosWhere('status=archived');
  const [gone] = archived;
  await user.click(screen.getByRole('checkbox', { name: `Select ${gone?.title ?? ''}` }));
  await user.click(within(screen.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Delete videos?' })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
  // Nothing selected now: the export is of every match, fetched from the server, which still has it.
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText(`${archived.length - 1} videos exported.`, {}, { timeout: 5_000 })).toBeInTheDocument();
  const ids = (await lines()).slice(1).map((line) => Number(line.split(',')[0]));
  expect(ids).toEqual(archived.slice(1).map((video) => video.id));
  expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument(); // still within the Undo window
});
