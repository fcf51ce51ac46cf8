import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import invoicesModule from '../module';
import { allInvoices, ids, slow } from '../test-kit';

jest.setTimeout(30_000);
const mock = mockServerPerTest(() => [invoicesDomain()]);

type User = ReturnType<typeof renderRemote>['user'];

async function openAdd() {
  const view = renderRemote(invoicesModule, '/apps/invoice/add');
  await screen.findByRole('form', { name: 'Create invoice' }, slow);
  return view;
}

const item = (n: number) => within(screen.getByRole('listitem', { name: `Item ${n}` }));

async function fillInvoice(user: User) {
  const form = within(screen.getByRole('form', { name: 'Create invoice' }));
  // The picker fills the client's fields from GET /api/invoice/clients.
  expect(await form.findByRole('option', { name: 'Hannah Voss · Brightwave Beverages GmbH' }, slow)).toBeInTheDocument();
  await user.selectOptions(form.getByRole('combobox', { name: 'Client' }), 'billing@brightwave-drinks.de');
  expect(form.getByLabelText('Name *')).toHaveValue('Hannah Voss');
  await user.type(form.getByLabelText('Service *'), 'Summer campaign');
  await user.type(form.getByLabelText('Salesperson *'), 'Tom Becker');
  await user.type(item(1).getByLabelText('Description *'), 'Edit');
  await user.type(item(1).getByLabelText('Unit cost *'), '0.10');
  await user.clear(item(1).getByLabelText('Quantity *'));
  await user.type(item(1).getByLabelText('Quantity *'), '3');
  await user.click(form.getByRole('button', { name: 'Add item' }));
  await user.type(item(2).getByLabelText('Description *'), 'Grade');
  await user.type(item(2).getByLabelText('Unit cost *'), '1200.20');
}

describe('create invoice', () => {
  it('shows the errors at their fields and focuses the first', async () => {
    const { user } = await openAdd();
    const form = within(screen.getByRole('form', { name: 'Create invoice' }));
    await user.click(form.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(form.getByLabelText('Name *')).toHaveFocus());
    expect(form.getByLabelText('Name *')).toHaveAccessibleDescription('Fill in this field.');
    expect(item(1).getByLabelText('Unit cost *')).toHaveAccessibleDescription('Enter an amount such as 12.50.');
    expect(await allInvoices()).toHaveLength(20);
  });

  it('refuses a due date before the issue date at the due date field', async () => {
    const { user } = await openAdd();
    const form = within(screen.getByRole('form', { name: 'Create invoice' }));
    // jsdom's date inputs take no typing: set the values as a date picker would.
    fireEvent.change(form.getByLabelText('Issue date *'), { target: { value: '2026-12-10' } });
    fireEvent.change(form.getByLabelText('Due date *'), { target: { value: '2026-12-01' } });
    await user.click(form.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(form.getByLabelText('Due date *')).toHaveAccessibleDescription('The due date cannot be before the issue date.'));
  });

  it('adds up the lines in cents, reorders them, and saves: the list shows it first', async () => {
    const { user, router } = await openAdd();
    const form = within(screen.getByRole('form', { name: 'Create invoice' }));
    await fillInvoice(user);
    // 0.10 × 3 = 0.30 exactly (no float drift), + 1,200.20.
    expect(item(1).getByText('$0.30')).toBeInTheDocument();
    expect(form.getAllByText('$1,200.50')).toHaveLength(2); // subtotal and total
    await user.click(form.getByRole('button', { name: 'Move item 2 up' }));
    expect(item(1).getByLabelText('Description *')).toHaveValue('Grade');
    await user.click(form.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/list'), slow);
    await waitFor(() => expect(ids()[0]).toBe(21), slow);
    const saved = (await allInvoices()).at(-1);
    expect(saved).toMatchObject({ id: 21, total: 1201, invoiceStatus: 'Draft', service: 'Summer campaign' });
  });

  it('keeps the input when the server refuses, with its message at the field', async () => {
    const { user } = await openAdd();
    const form = within(screen.getByRole('form', { name: 'Create invoice' }));
    await fillInvoice(user);
    mock.server().post('/api/invoice/invoices', () => new Response(400, {}, { message: 'The invoice is not valid.', errors: { service: 'Fill in this field.' } }));
    await user.click(form.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(form.getByLabelText('Service *')).toHaveAccessibleDescription('Fill in this field.'));
    expect(form.getByLabelText('Service *')).toHaveValue('Summer campaign');
    expect(item(2).getByLabelText('Unit cost *')).toHaveValue('1200.20');
  });

  it('New client empties the client fields for a new one and focuses its name', async () => {
    const { user } = await openAdd();
    const form = within(screen.getByRole('form', { name: 'Create invoice' }));
    await fillInvoice(user);
    await user.selectOptions(form.getByRole('combobox', { name: 'Client' }), 'new');
    expect(form.getByLabelText('Name *')).toHaveValue('');
    expect(form.getByLabelText('Email *')).toHaveValue('');
    expect(form.getByLabelText('Name *')).toHaveFocus();
  });
});
