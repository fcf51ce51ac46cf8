import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import { publishConsoleBrand } from '@console/runtime';
import invoicesModule from '../module';
import { allInvoices, slow } from '../test-kit';

jest.setTimeout(30_000);
const mock = mockServerPerTest(() => [invoicesDomain()]);

async function openPreview(id: number) {
  const view = renderRemote(invoicesModule, `/apps/invoice/preview/${id}`);
  await screen.findByRole('article', { name: `Invoice #${id}` }, slow);
  return view;
}

const amounts = () => within(screen.getByRole('article')).getByLabelText('Amounts');

describe('invoice preview', () => {
  it('shows the invoice as a document: company, client, lines, amounts, payment details', async () => {
    publishConsoleBrand({ id: 'sdk', name: 'Media SDK' });
    await openPreview(4);
    const document = within(screen.getByRole('article'));
    // The issuer is the brand the console is shown under.
    expect(document.getByText('Media SDK')).toBeInTheDocument();
    expect(document.getByText('Carlos Mendes')).toBeInTheDocument();
    expect(document.getByRole('cell', { name: 'Travel Series Co-production' })).toBeInTheDocument();
    // The bank details sit under their own heading (the template's "Bill to" named them wrongly).
    expect(within(document.getByRole('region', { name: 'Payment details' })).getByText('Atlantic Merchant Bank')).toBeInTheDocument();
    expect(within(amounts()).getByText('$3,900.00')).toBeInTheDocument(); // balance
  });

  it('says when the invoice cannot be loaded, and Retry loads it', async () => {
    mock.server().get('/api/invoice/invoices/:id/document', () => new Response(503, {}, { message: 'The billing service is down.' }));
    const { user } = renderRemote(invoicesModule, '/apps/invoice/preview/4');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('The invoice could not be loaded. The billing service is down.');
    invoicesDomain().routes(mock.server()); // the API is back
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Invoice #4' }, slow)).toBeInTheDocument();
  });

  it.each(['999', '04'])('says an unknown invoice (/apps/invoice/preview/%s) was not found, with a link back to the list', async (id) => {
    renderRemote(invoicesModule, `/apps/invoice/preview/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the invoice list' })).toHaveAttribute('href', '/apps/invoice/list');
  });

  it('a part of the balance gives Partial Payment, the rest Paid; more than the balance is refused at the amount', async () => {
    const { user } = await openPreview(17); // $3,300 owed
    const panel = () => within(screen.getByRole('dialog', { name: 'Add payment to invoice #17' }));
    const pay = async (amount: string) => {
      await user.click(screen.getByRole('button', { name: 'Add payment' }));
      await screen.findByRole('dialog', { name: 'Add payment to invoice #17' });
      await user.type(panel().getByLabelText('Amount *'), amount);
      await user.selectOptions(panel().getByLabelText('Payment method *'), 'Bank Transfer');
      await user.click(panel().getByRole('button', { name: 'Add payment' }));
    };
    await pay('1300.50');
    await waitFor(() => expect(within(amounts()).getByText('$1,999.50')).toBeInTheDocument(), slow);
    expect((await allInvoices())[16]).toMatchObject({ invoiceStatus: 'Partial Payment' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);

    await pay('2000');
    await waitFor(() => expect(panel().getByLabelText('Amount *')).toHaveAccessibleDescription('The payment cannot be more than the balance. In US dollars, with a dot before the cents: 250.00'), slow);
    await user.clear(panel().getByLabelText('Amount *'));
    await user.type(panel().getByLabelText('Amount *'), '1999.50');
    await user.click(panel().getByRole('button', { name: 'Add payment' }));
    await waitFor(async () => expect((await allInvoices())[16]).toMatchObject({ invoiceStatus: 'Paid', balance: 0 }), slow);
  });

  it('gives the focus back to Add payment after a part payment, and to the heading once paying the rest disables it', async () => {
    const { user } = await openPreview(17); // $3,300 owed
    const addPayment = () => screen.getByRole('button', { name: 'Add payment' });
    const pay = async (amount: string) => {
      await user.click(addPayment());
      const panel = within(await screen.findByRole('dialog', { name: 'Add payment to invoice #17' }));
      await user.type(panel.getByLabelText('Amount *'), amount);
      await user.selectOptions(panel.getByLabelText('Payment method *'), 'Cash');
      await user.click(panel.getByRole('button', { name: 'Add payment' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    };
    await pay('1000');
    await waitFor(() => expect(addPayment()).toHaveFocus());
    await pay('2300');
    expect(addPayment()).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Invoice #17' })).toHaveFocus());
  });

  it('sends from the off-canvas: the invoice is Sent and the sending is listed', async () => {
    const { user } = await openPreview(18); // a Draft
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Send invoice #18' }));
    expect(panel.getByLabelText('To *')).toHaveValue('hello@chaichapters.in');
    await user.click(panel.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('To hello@chaichapters.in: Invoice #18', {}, slow)).toBeInTheDocument();
    expect((await allInvoices())[17]).toMatchObject({ invoiceStatus: 'Sent' });
  });

  it('edit saves and the preview shows the change', async () => {
    const { user, router } = renderRemote(invoicesModule, '/apps/invoice/edit/4');
    const form = within(await screen.findByRole('form', { name: 'Edit invoice #4' }, slow));
    const service = form.getByLabelText('Service *');
    await user.clear(service);
    await user.type(service, 'Travel Series Season 2');
    await user.click(form.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/4'), slow);
    expect(await within(await screen.findByRole('article', { name: 'Invoice #4' }, slow)).findByText('Travel Series Season 2')).toBeInTheDocument();
    expect((await allInvoices())[3]).toMatchObject({ service: 'Travel Series Season 2', invoiceStatus: 'Partial Payment', balance: '$3,900' });
  });

  it('asks before leaving the edit page with unsaved changes', async () => {
    const { user, router } = renderRemote(invoicesModule, '/apps/invoice/edit/4');
    const form = within(await screen.findByRole('form', { name: 'Edit invoice #4' }, slow));
    await user.type(form.getByLabelText('Note'), 'Call first');
    await user.click(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Invoices' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave this page?' }));
    await user.click(dialog.getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/apps/invoice/edit/4');
    expect(form.getByLabelText('Note')).toHaveValue('Call first');
  });
});
