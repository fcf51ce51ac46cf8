import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Response } from 'miragejs';
import { mockServerPerTest } from '@console/testing';
import { distributionDomains, renderDistribution } from '../test-kit';

const mock = mockServerPerTest(distributionDomains);

async function confirmDelete(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Delete ${name}` });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

it.each([
  { path: '/distribution/publishers', table: 'Publishers', name: 'Pixel Arcade', list: 'Publisher list' },
  { path: '/distribution/roku-channels', table: 'Roku channels', name: 'Cedar Weekend', list: 'Channel list' },
  { path: '/distribution/campaigns', table: 'Search campaigns', name: 'Summer recap', list: 'Campaign list' },
])('moves the focus to the $table list after a delete, not to the page body', async ({ path, table, name, list }) => {
  await renderDistribution(path);
  await confirmDelete(name);
  expect(await screen.findByText(`${name} was deleted.`)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: list })).toHaveFocus());
  expect(within(screen.getByRole('table', { name: table })).queryByRole('row', { name: new RegExp(`^${name}`) })).not.toBeInTheDocument();
});

it('brings a row back when its delete fails, and says what failed, then why', async () => {
  mock.server().delete('/api/distribution/publishers/:id', () => new Response(500, {}, { message: 'Database locked.' }));
  await renderDistribution('/distribution/publishers');
  await confirmDelete('Pixel Arcade');
  expect(await screen.findByText('Pixel Arcade could not be deleted. Database locked.')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Publishers' })).getByRole('row', { name: /^Pixel Arcade/ })).toBeInTheDocument();
  expect(document.body).not.toHaveFocus();
});

it('says a record deleted meanwhile no longer exists, and drops it from the list', async () => {
  await renderDistribution('/distribution/publishers');
  const table = screen.getByRole('table', { name: 'Publishers' });
  expect(await within(table).findByRole('row', { name: /^Pixel Arcade/ })).toBeInTheDocument();
  // Someone else deletes it first.
  await fetch('/api/distribution/publishers/2', { method: 'DELETE' });
  await confirmDelete('Pixel Arcade');
  expect(await screen.findByText('Pixel Arcade could not be deleted. Publisher 2 was not found.')).toBeInTheDocument();
  await waitFor(() => expect(within(table).queryByRole('row', { name: /^Pixel Arcade/ })).not.toBeInTheDocument());
});
