import { screen, waitFor, within } from '@testing-library/react';
import { mediaDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderMedia } from '../test-kit';

const mock = mockServerPerTest(() => [mediaDomain()]);

/** Deletes the row named `name` in `table` through its button and the dialog's Delete. */
async function deleteRow(user: Awaited<ReturnType<typeof renderMedia>>['user'], table: HTMLElement, name: string) {
  await user.click(await within(table).findByRole('button', { name: `Delete ${name}` }));
  await user.click(within(await screen.findByRole('dialog', { name: `Delete ${name}?` })).getByRole('button', { name: 'Delete' }));
}

// A slow server answers after the dialog has gone (and gave focus back to the row's button); a quick one before.
it.each([0, 400])('after a playlist is deleted (server answering in %i ms), puts focus on the playlist list, not on the page body', async (timing) => {
  mock.restart({ timing });
  const { user } = await renderMedia('/media/playlists');
  const table = screen.getByRole('table', { name: 'Playlists' });
  await deleteRow(user, table, 'Weekend picks');
  expect(await screen.findByText('Weekend picks deleted.', {}, { timeout: 3_000 })).toBeInTheDocument();
  await waitFor(() => expect(within(table).queryByRole('rowheader', { name: 'Weekend picks' })).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Playlist list' })).toHaveFocus());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('after a brand is deleted, puts focus on the brand list', async () => {
  const created = await fetch('/api/media/brands', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Spare Brand', slug: 'spare', colour: '#123456', logo: '', status: 'active' }) });
  expect(created.ok).toBe(true);
  const { user } = await renderMedia('/media/brands');
  const table = screen.getByRole('table', { name: 'Brands' });
  await deleteRow(user, table, 'Spare Brand');
  await waitFor(() => expect(within(table).queryByRole('rowheader', { name: 'Spare Brand' })).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Brand list' })).toHaveFocus());
});

it('gives focus back to the row’s Delete button when the server refuses the delete', async () => {
  const post = (body: object) => fetch('/api/media/categories', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const spare = (await (await post({ name: 'Spare', slug: 'spare', parentId: null })).json()) as { id: number };
  const { user } = await renderMedia('/media/categories');
  const table = screen.getByRole('table', { name: 'Categories' });
  await within(table).findByRole('rowheader', { name: 'Spare' });
  // A subcategory added since the list was read (another administrator): the server refuses.
  expect((await post({ name: 'Spare child', slug: 'spare-child', parentId: spare.id })).status).toBe(201);
  await deleteRow(user, table, 'Spare');
  expect(await screen.findByText('Spare still has 1 subcategory.')).toBeInTheDocument();
  await waitFor(() => expect(within(table).getByRole('button', { name: 'Delete Spare' })).toHaveFocus());
});

it('says at once a category with subcategories cannot be deleted yet, with no Delete to press', async () => {
  const { user } = await renderMedia('/media/categories');
  const table = screen.getByRole('table', { name: 'Categories' });
  await user.click(await within(table).findByRole('button', { name: 'Delete Sports' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sports cannot be deleted yet' });
  expect(dialog).toHaveAccessibleDescription(/Sports still has subcategories\. Move or delete them first\.|Videos still use Sports\./);
  expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).not.toContain('Delete');
});
