/**
 * @jest-environment ./shared/testing/src/time-zone-environment.ts
 * @jest-environment-options {"timeZone": "Pacific/Auckland"}
 */
import { screen, within } from '@testing-library/react';
import { mediaAndDistribution, type Catalogue, type MockDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderMedia, videosTable, waitForRows } from '../test-kit';

// A reader in Auckland (UTC+13 in November): an evening in UTC on 4 November is the morning of
// 5 November there, the day the console must show and filter by.
const evening = '2026-11-04T19:30:00.000Z';
let domains: MockDomain[] = [];
mockServerPerTest(() => (domains = mediaAndDistribution()));
const catalogue = () => domains.find((domain) => domain.name === 'media')?.provides as Catalogue;

function publishOnEvening(): string {
  const video = catalogue().videos.find((one) => one.status === 'published');
  if (!video) throw new Error('No published video seeded.');
  video.publishedAt = evening;
  video.title = 'Auckland morning clip';
  return video.title;
}

it('dates a playlist’s last update on the reader’s day, not the UTC day', async () => {
  const playlist = catalogue().playlists.find((one) => one.name === 'Weekend picks');
  if (playlist) playlist.updatedAt = evening;
  await renderMedia('/media/playlists');
  const row = await within(screen.getByRole('table', { name: 'Playlists' })).findByRole('row', { name: /^Weekend picks/ });
  expect(within(row).getByRole('cell', { name: 'Nov 5, 2026' })).toBeInTheDocument();
});

it('dates a video’s publication on the reader’s day, and finds it on that day by the Published filter', async () => {
  const title = publishOnEvening();
  // 5 November is the reader's day of it: the list asks for that day, not the UTC one (4 November).
  await renderMedia('/media/videos?from=2026-11-05&to=2026-11-05');
  await waitForRows();
  const row = within(videosTable()).getByRole('row', { name: new RegExp(title) });
  expect(within(row).getByRole('cell', { name: 'Nov 5, 2026' })).toBeInTheDocument();
  expect(screen.getByLabelText('Published from')).toHaveValue('2026-11-05');
});
