import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import type { InvoiceClient } from '@console/contracts';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import invoicesModule from '../module';
import { slow } from '../test-kit';

jest.setTimeout(20_000);
const mock = mockServerPerTest(() => [invoicesDomain()]);

const picker = () => screen.getByRole('combobox', { name: 'Client' });
const seededClients = async () => (await (await fetch('/api/invoice/clients')).json()) as InvoiceClient[];
const optionName = (client: InvoiceClient | undefined) => `${client?.name ?? ''} · ${client?.company ?? ''}`;
const openForm = async () => {
  const view = renderRemote(invoicesModule, '/apps/invoice/add');
  await screen.findByRole('form', { name: 'Create invoice' }, slow);
  return view;
};

it('says the clients are loading, the picker waiting until they are there', async () => {
  const clients = await seededClients();
  let answer: (value: InvoiceClient[]) => void = () => undefined;
  mock.server().get('/api/invoice/clients', () => new Promise<InvoiceClient[]>((resolve) => (answer = resolve)));
  await openForm();
  expect(picker()).toBeDisabled();
  expect(picker()).toHaveAccessibleDescription('Loading the clients…');
  answer(clients);
  await waitFor(() => expect(picker()).toBeEnabled(), slow);
  expect(picker()).not.toHaveAccessibleDescription();
  expect(within(picker()).getByRole('option', { name: optionName(clients[0]) })).toBeInTheDocument();
});

it('says when the clients cannot be loaded, and Retry loads them', async () => {
  const [first] = await seededClients();
  mock.server().get('/api/invoice/clients', () => new Response(503, {}, { message: 'down' }));
  const { user } = await openForm();
  const alert = await screen.findByRole('alert', {}, slow);
  expect(alert).toHaveTextContent('The clients could not be loaded.');
  // A new client can still be typed in meanwhile.
  expect(picker()).toBeEnabled();
  invoicesDomain().routes(mock.server()); // the API is back
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(picker()).findByRole('option', { name: optionName(first) }, slow)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('names the client of the invoice being edited, listed among the first five or not', async () => {
  const clients = await seededClients();
  const invoices = (await (await fetch('/apps/invoice/invoices?perPage=100&includeAll=false')).json()) as { invoices: { id: number; client: InvoiceClient }[] };
  const ofListed = invoices.invoices.find((invoice) => clients.some((client) => client.companyEmail === invoice.client.companyEmail));
  const ofOther = invoices.invoices.find((invoice) => !clients.some((client) => client.companyEmail === invoice.client.companyEmail));
  if (!ofListed || !ofOther) throw new Error('The seed no longer has invoices of both kinds.');

  const view = renderRemote(invoicesModule, `/apps/invoice/edit/${ofListed.id}`);
  await screen.findByRole('form', { name: `Edit invoice #${ofListed.id}` }, slow);
  await waitFor(() => expect(picker()).toBeEnabled(), slow);
  expect(picker()).toHaveDisplayValue(optionName(ofListed.client));
  expect(within(picker()).getAllByRole('option', { name: optionName(ofListed.client) })).toHaveLength(1);
  view.unmount();

  const { user } = renderRemote(invoicesModule, `/apps/invoice/edit/${ofOther.id}`);
  await screen.findByRole('form', { name: `Edit invoice #${ofOther.id}` }, slow);
  await waitFor(() => expect(picker()).toBeEnabled(), slow);
  expect(picker()).toHaveDisplayValue(optionName(ofOther.client));
  // Picking another fills its fields in, and the picker follows.
  await user.selectOptions(picker(), optionName(clients[1]));
  expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue(clients[1]?.companyEmail);
  expect(picker()).toHaveDisplayValue(optionName(clients[1]));
  expect(within(picker()).queryByRole('option', { name: optionName(ofOther.client) })).not.toBeInTheDocument();
  await user.selectOptions(picker(), 'New client…');
  expect(picker()).toHaveDisplayValue('New client…');
});
