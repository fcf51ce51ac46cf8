import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Response } from 'miragejs';
import type { Catalogue, MockDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { distributionDomains, renderDistribution } from '../test-kit';

let domains: MockDomain[] = [];
const mock = mockServerPerTest(() => (domains = distributionDomains()));

/** The library's playlists as the API lists them (names are all these pages read). */
const playlistRows = () => (domains.find((domain) => domain.name === 'media')?.provides as Catalogue).playlists.map((playlist) => ({ ...playlist, videoCount: 0 }));
const failPlaylists = () => mock.server().get('/api/media/playlists', () => new Response(500, {}, { message: 'The playlist service is down.' }));
const answerPlaylists = () => mock.server().get('/api/media/playlists', () => new Response(200, {}, playlistRows()));

it('says the playlist names are loading, not that the playlists were deleted', async () => {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  mock.server().get('/api/media/playlists', async () => {
    await answered;
    return new Response(200, {}, playlistRows());
  });
  await renderDistribution('/distribution/roku-channels');
  const row = await within(screen.getByRole('table', { name: 'Roku channels' })).findByRole('row', { name: /^Cedar Weekend/ });
  expect(within(row).getByText('Loading playlist names…')).toBeInTheDocument();
  expect(screen.queryByText(/Deleted playlist/)).not.toBeInTheDocument();
  release();
  expect(await within(row).findByText('Weekend picks')).toBeInTheDocument();
});

it('says once, with Retry, that the playlist names could not be loaded, and calls no playlist deleted', async () => {
  const user = userEvent.setup();
  failPlaylists();
  await renderDistribution('/distribution/roku-channels');
  const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
  expect(alert).toHaveTextContent('Playlist names could not be loaded.');
  const row = within(screen.getByRole('table', { name: 'Roku channels' })).getByRole('row', { name: /^Cedar Weekend/ });
  expect(within(row).getByText('Names not loaded')).toBeInTheDocument();
  expect(screen.queryByText(/Deleted playlist/)).not.toBeInTheDocument();
  answerPlaylists();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(row).findByText('Weekend picks')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it("says on a channel's page that its playlist names could not be loaded, with Retry", async () => {
  const user = userEvent.setup();
  failPlaylists();
  await renderDistribution('/distribution/roku-channels/2');
  expect(await screen.findByRole('heading', { name: 'Channel details' })).toBeInTheDocument();
  expect(await screen.findByText('Playlist names could not be loaded.', {}, { timeout: 5_000 })).toBeInTheDocument();
  expect(screen.queryByText(/Deleted playlist/)).not.toBeInTheDocument();
  answerPlaylists();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Weekend picks')).toBeInTheDocument();
});
