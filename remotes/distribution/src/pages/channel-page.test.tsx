import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Catalogue, MockDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { distributionDomains, renderDistribution } from '../test-kit';

let domains: MockDomain[] = [];
mockServerPerTest(() => (domains = distributionDomains()));

async function clearThumbnail(id: number) {
  const { video } = (await (await fetch(`/api/media/videos/${id}`)).json()) as { video: Record<string, unknown> };
  await fetch(`/api/media/videos/${id}`, { method: 'PUT', body: JSON.stringify({ ...video, thumbnail: '' }) });
  return String(video.title);
}

it('lists the channels with how many items Roku would reject', async () => {
  await renderDistribution('/distribution/roku-channels');
  const table = screen.getByRole('table', { name: 'Roku channels' });
  const row = await within(table).findByRole('row', { name: /^Cedar Weekend/ });
  expect(within(row).getByText('Weekend picks')).toBeInTheDocument();
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toContain('4');
});

it('names a playlist video without a thumbnail in the report, with a link to fix it', async () => {
  const title = await clearThumbnail(12);
  await renderDistribution('/distribution/roku-channels/2');
  const report = await screen.findByRole('table', { name: 'Validation report' });
  expect(within(report).getByRole('rowheader', { name: title })).toBeInTheDocument();
  expect(within(report).getByText('Missing thumbnail')).toBeInTheDocument();
  expect(within(report).getByRole('link', { name: `Fix ${title}` })).toHaveAttribute('href', '/media/videos/12');
});

it('says a clean feed is clean, previews it and publishes a new version', async () => {
  const user = userEvent.setup();
  await renderDistribution('/distribution/roku-channels/2');
  expect(await screen.findByText('Every item of the feed is valid: Roku will accept it.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show the feed' }));
  const feed = JSON.parse((await screen.findByRole('textbox', { name: 'Feed preview (Roku Direct Publisher JSON)' }) as HTMLTextAreaElement).value) as { providerName: string; playlists: { itemIds: string[] }[] };
  expect(feed.providerName).toBe('Cedar Broadcast');
  expect(feed.playlists[0]?.itemIds).toEqual(['11', '12', '13', '14']);
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Published version 1 with 4 items.')).toBeInTheDocument();
});

it('says a channel still lists a playlist deleted from the library, instead of calling its feed valid', async () => {
  // The API refuses that delete now; data saved before it did, or another backend, may still hold one.
  const catalogue = domains.find((domain) => domain.name === 'media')?.provides as Catalogue;
  catalogue.playlists.splice(catalogue.playlists.findIndex((playlist) => playlist.id === 2), 1);
  await renderDistribution('/distribution/roku-channels/2');
  expect(await screen.findByText('No longer in the media library: Deleted playlist #2. Edit the channel to choose its playlists again.')).toBeInTheDocument();
  expect(screen.queryByText('Every item of the feed is valid: Roku will accept it.')).not.toBeInTheDocument();
  // Named deleted once the library's playlists have loaded without it (not while they load).
  expect(await screen.findByText('Deleted playlist #2')).toBeInTheDocument();
});
