import { act, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { InvoiceFullResponse } from '@console/contracts';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import { inputOf } from '../api/invoice-input';
import invoicesModule from '../module';
import { slow } from '../test-kit';

jest.setTimeout(30_000);
mockServerPerTest(() => [invoicesDomain()]);

const stored = async (id: number) => (await (await fetch(`/api/invoice/invoices/${id}/document`)).json()) as InvoiceFullResponse;

/** Saved in another tab: the mock's cross-tab event then reloads every query of this one (shell/src/app/query-client.ts). */
async function saveElsewhere(id: number, queryClient: QueryClient, change: (input: ReturnType<typeof inputOf>) => ReturnType<typeof inputOf>) {
  const answer = await fetch(`/api/invoice/invoices/${id}`, { method: 'PUT', body: JSON.stringify(change(inputOf(await stored(id)))) });
  expect([answer.status, answer.status === 200 ? '' : await answer.text()]).toEqual([200, '']);
  await act(() => queryClient.invalidateQueries());
}

const openEditor = async () => {
  const view = renderRemote(invoicesModule, '/apps/invoice/edit/4');
  const form = within(await screen.findByRole('form', { name: 'Edit invoice #4' }, slow));
  return { ...view, form };
};
const line = (form: ReturnType<typeof within>, n: number) => within(form.getByRole('listitem', { name: `Item ${n}` }));

it('takes what another tab saved into the fields not typed in, keeps what was typed, says where both changed, and saves both', async () => {
  const { user, queryClient, form } = await openEditor();
  await user.type(form.getByLabelText('Note'), 'Call first');
  await saveElsewhere(4, queryClient, (input) => ({ ...input, salesperson: 'Ines Moreau', note: 'Send by post', items: [...input.items, { description: 'Rush fee', cost: '50.00', qty: '1' }] }));

  await waitFor(() => expect(form.getByLabelText('Salesperson *')).toHaveValue('Ines Moreau'));
  expect(form.getByLabelText('Note')).toHaveValue('Call first');
  await waitFor(() => expect(form.getByLabelText('Note')).toHaveAccessibleDescription('Changed elsewhere (another tab or administrator) to “Send by post” since you opened this form. Saving keeps your value.'));
  expect(form.getByLabelText('Salesperson *')).not.toHaveAccessibleDescription(/elsewhere/);
  expect(line(form, form.getAllByRole('listitem').length).getByLabelText('Description *')).toHaveValue('Rush fee');

  await user.click(form.getByRole('button', { name: 'Save invoice' }));
  await screen.findByRole('heading', { level: 1, name: 'Invoice #4' }, slow);
  const { document } = await stored(4);
  expect(document).toMatchObject({ salesperson: 'Ines Moreau', note: 'Call first' });
  expect(document.items.at(-1)).toMatchObject({ description: 'Rush fee', costCents: 5000 });
});

it('keeps the lines the user changed as a whole, and still asks before they are lost', async () => {
  const { user, queryClient, form, router } = await openEditor();
  const before = inputOf(await stored(4)).items;
  const raised = (Number(before[0]?.cost) + 100).toFixed(2);
  const description = line(form, 1).getByLabelText('Description *');
  await user.clear(description);
  await user.type(description, 'Colour grading, revised');
  await saveElsewhere(4, queryClient, (input) => ({ ...input, salesperson: 'Ines Moreau', items: input.items.map((item, index) => (index === 0 ? { ...item, cost: raised } : item)) }));

  await waitFor(() => expect(form.getByLabelText('Salesperson *')).toHaveValue('Ines Moreau'));
  // Line 1 is the user's own as a whole: their description with the cost they saw, not the other tab's.
  expect(line(form, 1).getByLabelText('Description *')).toHaveValue('Colour grading, revised');
  expect(line(form, 1).getByLabelText('Unit cost *')).toHaveValue(before[0]?.cost);
  expect(form.getAllByRole('listitem')).toHaveLength(before.length);
  await waitFor(() => expect(form.getByRole('group', { name: 'Line items' })).toHaveAccessibleDescription('Changed elsewhere (another tab or administrator) since you opened this form. Saving keeps your value.'));

  await act(() => router.navigate('/apps/invoice/list'));
  expect(await screen.findByRole('dialog', { name: 'Leave this page?' })).toBeInTheDocument();
});
