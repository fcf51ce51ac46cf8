import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote, switchTestLanguage } from '@console/testing';
import { uiFr } from '@console/ui/i18n/fr';
import fr from '../i18n/fr';
import invoicesModule from '../module';
import { allInvoices, ids, rowOf, slow } from '../test-kit';

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
    // Stored, listed and owed to the cent, not rounded to $1,201.
    expect(saved).toMatchObject({ id: 21, total: 1200.5, balance: '$1,200.50', invoiceStatus: 'Draft', service: 'Summer campaign' });
    expect(within(rowOf(21)).getAllByText('$1,200.50')).toHaveLength(2); // total and balance
  });

  it('writes a discount as what it takes off, with a minus sign, in the form and on the saved invoice', async () => {
    const { user, router } = await openAdd();
    const form = within(screen.getByRole('form', { name: 'Create invoice' }));
    await fillInvoice(user);
    const summary = within(form.getByRole('group', { name: 'Amounts' }));
    expect(summary.queryByText('-$0.00')).not.toBeInTheDocument(); // no discount: no '-$0.00'
    await user.clear(form.getByLabelText('Discount *'));
    await user.type(form.getByLabelText('Discount *'), '100.50');
    expect(summary.getByText('-$100.50')).toBeInTheDocument();
    expect(summary.getByText('$1,100.00')).toBeInTheDocument(); // the total
    await user.click(form.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/list'), slow);
    await act(() => router.navigate('/apps/invoice/preview/21'));
    const amounts = within(await screen.findByRole('group', { name: 'Amounts' }, slow));
    expect(amounts.getByText('-$100.50')).toBeInTheDocument();
  });

  it('says at the field that the email and the contact are not valid, keeping what was typed', async () => {
    const { user } = await openAdd();
    const form = within(screen.getByRole('form', { name: 'Create invoice' }));
    await fillInvoice(user);
    const email = form.getByLabelText('Email *');
    const contact = form.getByLabelText('Contact *');
    await user.clear(email);
    await user.type(email, 'billing at brightwave');
    await user.clear(contact);
    await user.type(contact, 'ask for Hannah');
    await user.click(form.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address.'));
    expect(contact).toHaveAccessibleDescription('Enter a phone number of 7 to 15 digits (spaces, dots, dashes, brackets and a leading + are fine).');
    expect(contact).toHaveValue('ask for Hannah');
    expect(email).toHaveValue('billing at brightwave');
    expect(await allInvoices()).toHaveLength(20);
    await user.clear(contact);
    await user.type(contact, '+49 (40) 555-0121');
    await waitFor(() => expect(contact).not.toHaveAccessibleDescription());
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

  it('Remove item gives the focus to the line now in its place, else to the line before', async () => {
    const { user } = await openAdd();
    const form = within(screen.getByRole('form', { name: 'Create invoice' }));
    await user.click(form.getByRole('button', { name: 'Add item' }));
    await user.click(form.getByRole('button', { name: 'Add item' }));
    await user.type(item(2).getByLabelText('Description *'), 'Grade');
    await user.type(item(3).getByLabelText('Description *'), 'Mix');
    await user.click(form.getByRole('button', { name: 'Remove item 2' }));
    await waitFor(() => expect(item(2).getByLabelText('Description *')).toHaveFocus());
    expect(item(2).getByLabelText('Description *')).toHaveValue('Mix');
    await user.click(form.getByRole('button', { name: 'Remove item 2' }));
    await waitFor(() => expect(item(1).getByLabelText('Description *')).toHaveFocus());
    expect(form.getAllByRole('listitem')).toHaveLength(1);
  });

  it('Move up and Move down keep the focus on the moved line (the other arrow at an end), its input with it', async () => {
    const { user } = await openAdd();
    const form = within(screen.getByRole('form', { name: 'Create invoice' }));
    await user.type(item(1).getByLabelText('Description *'), 'Edit');
    await user.click(form.getByRole('button', { name: 'Add item' }));
    await user.type(item(2).getByLabelText('Description *'), 'Grade');
    await user.click(form.getByRole('button', { name: 'Add item' }));
    await user.type(item(3).getByLabelText('Description *'), 'Mix');
    await user.click(form.getByRole('button', { name: 'Move item 1 down' }));
    await waitFor(() => expect(form.getByRole('button', { name: 'Move item 2 down' })).toHaveFocus());
    expect(item(2).getByLabelText('Description *')).toHaveValue('Edit');
    await user.keyboard('{Enter}');
    // Now last: its Move down is disabled, so Move up takes the focus.
    await waitFor(() => expect(form.getByRole('button', { name: 'Move item 3 up' })).toHaveFocus());
    expect(item(3).getByLabelText('Description *')).toHaveValue('Edit');
    await user.click(form.getByRole('button', { name: 'Move item 2 up' }));
    await waitFor(() => expect(form.getByRole('button', { name: 'Move item 1 down' })).toHaveFocus());
    expect(form.getAllByLabelText('Description *').map((field) => (field as HTMLInputElement).value)).toEqual(['Mix', 'Grade', 'Edit']);
  });

  it('refuses an amount above 1,000,000,000.00 at its field, and lines adding up past it at the line items, saving nothing', async () => {
    const { user } = await openAdd();
    const form = within(screen.getByRole('form', { name: 'Create invoice' }));
    await fillInvoice(user);
    // Above 2^53 cents this would lose its cent if it were read as a number and saved.
    await user.clear(item(2).getByLabelText('Unit cost *'));
    await user.type(item(2).getByLabelText('Unit cost *'), '100000000000000.01');
    await user.click(form.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(item(2).getByLabelText('Unit cost *')).toHaveAccessibleDescription('Enter an amount of at most 1,000,000,000.00.'));
    await user.clear(item(2).getByLabelText('Unit cost *'));
    await user.type(item(2).getByLabelText('Unit cost *'), '600,000,000');
    await user.clear(item(2).getByLabelText('Quantity *'));
    await user.type(item(2).getByLabelText('Quantity *'), '2');
    await user.click(form.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(form.getByRole('group', { name: 'Line items' })).toHaveAccessibleDescription('The total cannot be more than 1,000,000,000.00.'));
    expect(item(2).getByLabelText('Unit cost *')).not.toHaveAccessibleDescription();
    expect(await allInvoices()).toHaveLength(20);
  });

  it('writes the tax rate in the page’s language in the amounts, as the invoice document does', async () => {
    await switchTestLanguage('fr', { ui: uiFr });
    try {
      const { user } = renderRemote(invoicesModule, '/apps/invoice/add');
      const form = within(await screen.findByRole('form', { name: fr.form.addTitle }, slow));
      await user.clear(form.getByLabelText(`${fr.form.taxRate} *`));
      await user.type(form.getByLabelText(`${fr.form.taxRate} *`), '8.5');
      expect(within(form.getByRole('group', { name: fr.form.summary })).getByText('Taxe (8,5 %)')).toBeInTheDocument();
    } finally {
      await switchTestLanguage('en');
    }
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

describe('edit invoice: what was paid stays paid', () => {
  async function openEdit(id: number) {
    const view = renderRemote(invoicesModule, `/apps/invoice/edit/${id}`);
    const form = within(await screen.findByRole('form', { name: `Edit invoice #${id}` }, slow));
    return { ...view, form };
  }

  it('refuses a total below the amount already paid at the line items, with the amount, and keeps the input', async () => {
    // Invoice 4: $9,800 of which $5,900 paid.
    const { user, form, router } = await openEdit(4);
    expect(within(form.getByRole('group', { name: 'Amounts' })).getByText('$5,900.00')).toBeInTheDocument();
    const cost = item(1).getByLabelText('Unit cost *');
    await user.clear(cost);
    await user.type(cost, '5899.99');
    await user.click(form.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(form.getByRole('group', { name: 'Line items' })).toHaveAccessibleDescription('The total cannot be below $5,900.00, the amount already paid.'));
    expect(cost).toHaveValue('5899.99');
    expect(router.state.location.pathname).toBe('/apps/invoice/edit/4');
    expect((await allInvoices())[3]).toMatchObject({ total: 9800, balance: '$3,900' });
    // The paid amount itself is a total the invoice can have: it is then paid in full.
    await user.clear(cost);
    await user.type(cost, '5900');
    await user.click(form.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/4'), slow);
    expect((await allInvoices())[3]).toMatchObject({ total: 5900, balance: 0, invoiceStatus: 'Paid' });
  });

  it('shows the server’s refusal at the line items with the amount it knows (a payment made since the form opened)', async () => {
    // Invoice 17 owed $3,300 and nothing was paid when the form opened.
    const { user, form } = await openEdit(17);
    await fetch('/api/invoice/invoices/17/payments', { method: 'POST', body: JSON.stringify({ amount: '1000.25', date: '2026-11-03', method: 'Cash', note: '' }) });
    const cost = item(1).getByLabelText('Unit cost *');
    await user.clear(cost);
    await user.type(cost, '500');
    await user.click(form.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(form.getByRole('group', { name: 'Line items' })).toHaveAccessibleDescription('The total cannot be below $1,000.25, the amount already paid.'), slow);
    expect(cost).toHaveValue('500');
    expect((await allInvoices())[16]).toMatchObject({ total: 3300, balance: '$2,299.75' });
  });
});
