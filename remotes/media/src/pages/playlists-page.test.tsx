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

it('keeps a playlist a Roku channel carries, saying which channel in the user’s language', async () => {
  const { user } = await renderMedia('/media/playlists');
  const table = screen.getByRole('table', { name: 'Playlists' });
  await user.click(await within(table).findByRole('button', { name: 'Delete Front page' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Front page is still carried by a Roku channel: Northlight on Roku. Take it out of the channel first.')).toBeInTheDocument();
  expect(within(table).getByRole('rowheader', { name: 'Front page' })).toBeInTheDocument();
});
