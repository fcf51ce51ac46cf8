import { screen, waitFor, within } from '@testing-library/react';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import { fetchInvoice } from '../api/invoices-api';
import invoicesModule from '../module';
import { allInvoices, slow } from '../test-kit';

// The audit saved 10,000 characters in every text field of the invoice form: each now says its
// limit at the field, nothing is saved, and what was typed stays to be shortened.

jest.setTimeout(30_000);
mockServerPerTest(() => [invoicesDomain()]);

type User = ReturnType<typeof renderRemote>['user'];

const item = (n: number) => within(screen.getByRole('listitem', { name: `Item ${n}` }));
const lineTooLong = 'Use at most 100 characters.';
const paragraphTooLong = 'Use at most 1000 characters.';

/** Puts `text` in `field` as a paste does (typing thousands of keys one by one takes too long). */
async function replaceWith(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('create invoice: text limits', () => {
  it('says the limit at each field that is too long, including a line item’s, keeps the text and saves nothing', async () => {
    const { user } = renderRemote(invoicesModule, '/apps/invoice/add');
    const form = within(await screen.findByRole('form', { name: 'Create invoice' }, slow));
    expect(await form.findByRole('option', { name: 'Hannah Voss · Brightwave Beverages GmbH' }, slow)).toBeInTheDocument();
    await user.selectOptions(form.getByRole('combobox', { name: 'Client' }), 'billing@brightwave-drinks.de');
    await user.type(item(1).getByLabelText('Unit cost *'), '100');

    const long = 'x'.repeat(10_000);
    const lineFields = ['Name *', 'Company *', 'Address *', 'Country *', 'Service *', 'Salesperson *'].map((label) => form.getByLabelText(label));
    for (const field of lineFields) await replaceWith(user, field, long);
    const description = item(1).getByLabelText('Description *');
    await replaceWith(user, description, long);
    const note = form.getByLabelText('Note');
    await replaceWith(user, note, long);
    await user.click(form.getByRole('button', { name: 'Save invoice' }));

    await waitFor(() => expect(lineFields[0]).toHaveAccessibleDescription(lineTooLong));
    for (const field of lineFields) {
      expect(field).toHaveAccessibleDescription(lineTooLong);
      expect(field).toBeInvalid();
      expect(field).toHaveValue(long);
    }
    expect(description).toHaveAccessibleDescription(paragraphTooLong);
    expect(description).toHaveValue(long);
    expect(note).toHaveAccessibleDescription(paragraphTooLong);
    expect(note).toHaveValue(long);
    expect(await allInvoices()).toHaveLength(20);
  });

  it('takes a line of exactly 100 characters', async () => {
    const { user, router } = renderRemote(invoicesModule, '/apps/invoice/add');
    const form = within(await screen.findByRole('form', { name: 'Create invoice' }, slow));
    expect(await form.findByRole('option', { name: 'Hannah Voss · Brightwave Beverages GmbH' }, slow)).toBeInTheDocument();
    await user.selectOptions(form.getByRole('combobox', { name: 'Client' }), 'billing@brightwave-drinks.de');
    await replaceWith(user, form.getByLabelText('Service *'), 's'.repeat(100));
    await user.type(form.getByLabelText('Salesperson *'), 'Tom Becker');
    await user.type(item(1).getByLabelText('Description *'), 'Edit');
    await user.type(item(1).getByLabelText('Unit cost *'), '100');
    await user.click(form.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/list'), slow);
    expect((await allInvoices()).at(-1)).toMatchObject({ id: 21, service: 's'.repeat(100) });
  });
});

describe('edit invoice: text limits', () => {
  it('refuses a salesperson of 101 characters at the field, on the page, and the invoice keeps its own', async () => {
    const { user, router } = renderRemote(invoicesModule, '/apps/invoice/edit/20');
    const form = within(await screen.findByRole('form', { name: 'Edit invoice #20' }, slow));
    // Once the client picker has its clients too (its answer would otherwise land after the test).
    expect(await form.findByRole('option', { name: 'Hannah Voss · Brightwave Beverages GmbH' }, slow)).toBeInTheDocument();
    const salesperson = form.getByLabelText('Salesperson *');
    await waitFor(() => expect(salesperson).not.toHaveValue(''));
    const original = (salesperson as HTMLInputElement).value;
    await replaceWith(user, salesperson, 'p'.repeat(101));
    await user.click(form.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(salesperson).toHaveAccessibleDescription(lineTooLong));
    expect(salesperson).toHaveValue('p'.repeat(101));
    expect(router.state.location.pathname).toBe('/apps/invoice/edit/20');
    expect((await fetchInvoice(20)).document.salesperson).toBe(original);
  });
});

describe('the mock API: text limits', () => {
  it('refuses a body that skips the form, with the message at the field', async () => {
    const body = {
      client: { ...(await fetchInvoice(20)).invoice.client, name: 'n'.repeat(101) },
      service: 'Edit',
      salesperson: 'Tom Becker',
      issuedDate: '2026-11-02',
      dueDate: '2026-12-02',
      items: [{ description: 'd'.repeat(1001), cost: '10', qty: '1' }],
      discount: '0',
      taxRate: '0',
      note: '',
      paymentTerms: '',
    };
    const answer = await fetch('/api/invoice/invoices', { method: 'POST', body: JSON.stringify(body) });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { errors: object }).errors).toEqual({ 'client.name': lineTooLong, 'items.0.description': paragraphTooLong });
    expect(await allInvoices()).toHaveLength(20);
  });
});
