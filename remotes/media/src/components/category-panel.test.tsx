import { screen, waitFor, within } from '@testing-library/react';
import { mediaDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderMedia } from '../test-kit';

mockServerPerTest(() => [mediaDomain()]);

it('says the category was added, by its name, once the server has added it', async () => {
  const { user } = await renderMedia('/media/categories');
  await user.click(screen.getByRole('button', { name: 'Add a category' }));
  const panel = await screen.findByRole('dialog', { name: 'Add a category' });
  await user.type(within(panel).getByLabelText('Name *'), 'Derby');
  await user.type(within(panel).getByLabelText('Slug *'), 'derby');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Category “\u2068Derby\u2069” added.')).toHaveAttribute('role', 'status');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('says the category was saved after an edit', async () => {
  const { user } = await renderMedia('/media/categories');
  await user.click(await screen.findByRole('button', { name: 'Edit Sports' }));
  const panel = await screen.findByRole('dialog', { name: 'Edit category' });
  const name = within(panel).getByLabelText('Name *');
  await user.clear(name);
  await user.type(name, 'Sport');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Category “\u2068Sport\u2069” saved.')).toHaveAttribute('role', 'status');
});

it('says nothing was saved while the server refuses the change, the panel staying open with its input', async () => {
  const { user } = await renderMedia('/media/categories');
  await user.click(await screen.findByRole('button', { name: 'Edit Sports' }));
  const panel = await screen.findByRole('dialog', { name: 'Edit category' });
  await user.selectOptions(within(panel).getByLabelText('Parent category'), 'News');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(panel).getByLabelText('Parent category')).toHaveAccessibleDescription('A category with subcategories stays top-level: move its subcategories first.'));
  expect(screen.getByRole('dialog', { name: 'Edit category' })).toBe(panel);
  expect(screen.queryByText(/saved\.$/)).not.toBeInTheDocument();
});
