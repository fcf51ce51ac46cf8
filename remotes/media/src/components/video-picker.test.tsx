import { screen, within } from '@testing-library/react';
import { Response } from 'miragejs';
import type { VideoListResponse } from '@console/contracts';
import { mediaDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderMedia } from '../test-kit';

const mock = mockServerPerTest(() => [mediaDomain()]);

const picker = () => screen.getByRole('region', { name: 'Add videos' });

it('shows the videos to add loading, then their failure with Retry', async () => {
  const library = (await (await fetch('/api/media/videos?perPage=50&sortColumn=createdAt&sort=desc')).json()) as VideoListResponse;
  let down = true;
  mock.server().get('/api/media/videos', () => (down ? new Response(500, {}, { message: 'Down for maintenance.' }) : library), { timing: 200 });
  const { user } = await renderMedia('/media/playlists/new');
  expect(await within(picker()).findByRole('status', { name: 'Loading videos to add' })).toBeInTheDocument();
  const alert = await within(picker()).findByRole('alert', {}, { timeout: 5_000 });
  expect(alert).toHaveTextContent('The videos to add could not be loaded.');
  expect(within(picker()).queryByText(/^No videos match/)).not.toBeInTheDocument();
  down = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(picker()).findAllByRole('button', { name: /^Add / })).toHaveLength(8);
  expect(within(picker()).queryByRole('alert')).not.toBeInTheDocument();
});

it('says when no video matches the search', async () => {
  const { user } = await renderMedia('/media/playlists/new');
  await within(picker()).findAllByRole('button', { name: /^Add / }, { timeout: 3_000 });
  await user.type(within(picker()).getByLabelText('Search videos to add'), 'zzzz nothing{Enter}');
  expect(await within(picker()).findByText('No videos match “\u2068zzzz nothing\u2069”.', {}, { timeout: 3_000 })).toBeInTheDocument();
  expect(within(picker()).queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
});
