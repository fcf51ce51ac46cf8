import { act, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import invoicesModule from '../module';
import { slow } from '../test-kit';

jest.setTimeout(30_000);
mockServerPerTest(() => [invoicesDomain()]);

const deletedNotice = (id: number) =>
  `Invoice #${id} has been deleted elsewhere (in another tab or by someone else). What you see is its last loaded copy: changes to it can no longer be saved.`;

/** Deleted in another tab: the mock's cross-tab event then reloads every query of this one (shell/src/app/query-client.ts). */
async function deleteElsewhere(id: number, queryClient: QueryClient) {
  await fetch(`/apps/invoice/delete?id=${id}`, { method: 'DELETE' });
  await act(() => queryClient.invalidateQueries());
}

it('keeps the edit form and what was typed when the invoice is deleted elsewhere, says so, and a save then fails keeping the input', async () => {
  const { user, queryClient } = renderRemote(invoicesModule, '/apps/invoice/edit/4');
  const form = within(await screen.findByRole('form', { name: 'Edit invoice #4' }, slow));
  await user.type(form.getByLabelText('Note'), 'Call first');
  await deleteElsewhere(4, queryClient);

  expect(await screen.findByText(deletedNotice(4), {}, slow)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Invoice not found' })).not.toBeInTheDocument();
  expect(form.getByLabelText('Note')).toHaveValue('Call first');
  expect(screen.getByRole('link', { name: 'Back to the invoice list' })).toHaveAttribute('href', '/apps/invoice/list');

  await user.click(form.getByRole('button', { name: 'Save invoice' }));
  expect(await form.findByRole('alert', {}, slow)).toHaveTextContent('Invoice 4 was not found.');
  expect(form.getByLabelText('Note')).toHaveValue('Call first');
});

it('still asks before leaving for the list with unsaved changes once the invoice is deleted elsewhere', async () => {
  const { user, queryClient, router } = renderRemote(invoicesModule, '/apps/invoice/edit/4');
  const form = within(await screen.findByRole('form', { name: 'Edit invoice #4' }, slow));
  await user.type(form.getByLabelText('Note'), 'Call first');
  await deleteElsewhere(4, queryClient);
  await user.click(await screen.findByRole('link', { name: 'Back to the invoice list' }, slow));
  expect(await screen.findByRole('dialog', { name: 'Leave this page?' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/apps/invoice/edit/4');
});

it('keeps the preview and an open Add payment panel with its amount when the invoice is deleted elsewhere, and says so', async () => {
  const { user, queryClient } = renderRemote(invoicesModule, '/apps/invoice/preview/17');
  await screen.findByRole('article', { name: 'Invoice #17' }, slow);
  await user.click(screen.getByRole('button', { name: 'Add payment' }));
  const panel = within(await screen.findByRole('dialog', { name: 'Add payment to invoice #17' }));
  await user.type(panel.getByLabelText('Amount *'), '250');
  await deleteElsewhere(17, queryClient);

  expect(await screen.findByText(deletedNotice(17), {}, slow)).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Invoice #17' })).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Add payment to invoice #17' })).toBeInTheDocument();
  expect(panel.getByLabelText('Amount *')).toHaveValue('250');
});

