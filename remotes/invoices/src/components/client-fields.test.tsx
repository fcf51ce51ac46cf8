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
