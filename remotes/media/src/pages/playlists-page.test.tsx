import { screen, within } from '@testing-library/react';
import { mediaDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { onPhone, renderMedia } from '../test-kit';

mockServerPerTest(() => [mediaDomain()]);

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
