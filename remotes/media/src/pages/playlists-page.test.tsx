import { screen, within } from '@testing-library/react';
import { mediaAndDistribution } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { onPhone, renderMedia } from '../test-kit';

// With the distribution domain: its Roku channels carry playlists.
mockServerPerTest(mediaAndDistribution);

it('lists the playlists in a table on a wider screen', async () => {
  await renderMedia('/media/playlists');
  expect(await within(screen.getByRole('table', { name: 'Playlists' })).findByRole('rowheader', { name: 'Front page' })).toBeInTheDocument();
});

it('shows the playlists as cards on a phone, each a link to its editor', async () => {
  const restore = onPhone();
  try {
    await renderMedia('/media/playlists');
    const cards = await screen.findByRole('list', { name: 'Playlists' }, { timeout: 5_000 });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    expect(within(cards).getByRole('link', { name: 'Weekend picks' })).toHaveAttribute('href', '/media/playlists/2');
    expect(screen.queryByRole('table', { name: 'Playlists' })).not.toBeInTheDocument();
  } finally {
    restore();
  }
});

it('says at once that a playlist a Roku channel carries cannot be deleted, naming the channel, with no Delete to press', async () => {
  const { user } = await renderMedia('/media/playlists');
  const table = screen.getByRole('table', { name: 'Playlists' });
  await user.click(await within(table).findByRole('button', { name: 'Delete Front page' }));
  const dialog = await screen.findByRole('dialog', { name: 'Front page cannot be deleted yet' });
  expect(dialog).toHaveTextContent('Front page is still carried by a Roku channel: Northlight on Roku. Take it out of the channel first.');
  expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
});

it('keeps a playlist a channel took after the list loaded, saying which channel in the user’s language', async () => {
  const rules = { brandId: null, categoryId: null, tag: '', status: '', limit: 5, sort: 'newest' };
  const created = (await (await fetch('/api/media/playlists', { method: 'POST', body: JSON.stringify({ name: 'Loose ends', description: '', brandId: null, kind: 'manual', videoIds: [1], rules }) })).json()) as { playlist: { id: number } };
  const { user } = await renderMedia('/media/playlists');
  const table = screen.getByRole('table', { name: 'Playlists' });
  const button = await within(table).findByRole('button', { name: 'Delete Loose ends' });
  // Another administrator adds it to a channel meanwhile.
  const { channel } = (await (await fetch('/api/distribution/roku-channels/2')).json()) as { channel: { id: number; updatedAt: string; playlistIds: number[] } };
  const { id: _id, updatedAt: _updatedAt, ...input } = channel;
  expect((await fetch('/api/distribution/roku-channels/2', { method: 'PUT', body: JSON.stringify({ ...input, playlistIds: [...input.playlistIds, created.playlist.id] }) })).status).toBe(200);
  await user.click(button);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Loose ends is still carried by a Roku channel: Cedar Weekend. Take it out of the channel first.')).toBeInTheDocument();
  expect(within(table).getByRole('rowheader', { name: 'Loose ends' })).toBeInTheDocument();
});
