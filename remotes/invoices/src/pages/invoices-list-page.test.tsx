import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import type { Invoice } from '@console/contracts';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { allInvoices, ids, invoicesTable, renderList, rowOf, slow } from '../test-kit';

// Two cores shared with other builds: a list page with its totals and sort takes seconds in jsdom.
jest.setTimeout(20_000);
const mock = mockServerPerTest(() => [invoicesDomain()]);

let seed: Invoice[] = [];
beforeEach(async () => {
  seed = await allInvoices();
});
const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}.00`;

describe('invoice list', () => {
  it('shows page 1 newest first, with the totals of every invoice', async () => {
    await renderList();
    expect(ids()).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11]);
    expect(screen.getByText('Showing 1 to 10 of 20 invoices')).toBeInTheDocument();
    const sum = seed.reduce((total, invoice) => total + invoice.total, 0);
    expect(await screen.findByText(dollars(sum))).toBeInTheDocument();
  });

  it('says when the totals cannot be loaded, and Retry loads them', async () => {
    mock.server().get('/apps/invoice/summary', () => new Response(503, {}, { message: 'The totals service is down.' }));
    const { user } = await renderList();
    expect(await screen.findByText('The totals could not be loaded.', {}, slow)).toBeInTheDocument();
    invoicesDomain().routes(mock.server()); // the API is back
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const sum = seed.reduce((total, invoice) => total + invoice.total, 0);
    expect(await screen.findByText(dollars(sum), {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('The totals could not be loaded.')).not.toBeInTheDocument();
  });

  it('filters by status: every row matches, the URL holds it, the totals follow', async () => {
    const { user, router } = await renderList();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paid');
    const paid = seed.filter((invoice) => invoice.invoiceStatus === 'Paid');
    await waitFor(() => expect(ids()).toEqual(paid.map((invoice) => invoice.id).reverse()), slow);
    expect(router.state.location.search).toBe('?status=Paid');
    // A paid invoice's balance is the Paid badge, and its status icon says Paid.
    for (const row of within(invoicesTable()).getAllByRole('row').slice(1)) {
      expect(within(row).getByText('Paid', { selector: '.badge' })).toBeInTheDocument();
      expect(within(row).getByRole('link', { name: /^Paid · balance \$0\.00 · due/ })).toBeInTheDocument();
    }
    expect(await screen.findByText(dollars(paid.reduce((total, invoice) => total + invoice.total, 0)))).toBeInTheDocument();
  });

  it('shows totals and balances with their cents, in the rows and the sums', async () => {
    const client = { ...seed[0]!.client };
    const body = { client, service: 'Clip', salesperson: 'Tom Becker', issuedDate: '2026-11-02', dueDate: '2026-12-02', items: [{ description: 'Clip', cost: '1234.56', qty: '1' }], discount: '0', taxRate: '0', note: '', paymentTerms: '' };
    await fetch('/api/invoice/invoices', { method: 'POST', body: JSON.stringify(body) });
    await fetch('/api/invoice/invoices/21/payments', { method: 'POST', body: JSON.stringify({ amount: '0.06', date: '2026-11-03', method: 'Cash', note: '' }) });
    await renderList();
    const row = within(rowOf(21));
    expect(row.getByText('$1,234.56')).toBeInTheDocument(); // total
    expect(row.getByText('$1,234.50')).toBeInTheDocument(); // balance
    expect(row.getByRole('link', { name: /^Partial Payment · balance \$1,234\.50 · due/ })).toBeInTheDocument();
    const sum = seed.reduce((total, invoice) => total + invoice.total * 100, 0) + 123_456;
    expect(await screen.findByText(`$${(sum / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`)).toBeInTheDocument();
  });

  it('searches the client name or email, and reads the search from the URL', async () => {
    await renderList('/apps/invoice/list?q=kenji');
    await waitFor(() => expect(ids()).toEqual(seed.filter((invoice) => invoice.client.name.startsWith('Kenji')).map((invoice) => invoice.id).reverse()), slow);
    expect(screen.getByRole('searchbox', { name: 'Search invoices' })).toHaveValue('kenji');
  });

  it('sorts the due date as a date, not as text', async () => {
    const { user, router } = await renderList();
    const byDue = [...seed].sort((a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate) || b.id - a.id);
    await user.click(within(invoicesTable()).getByRole('button', { name: 'Due' }));
    await waitFor(() => expect(ids()).toEqual(byDue.slice(0, 10).map((invoice) => invoice.id)), slow);
    expect(router.state.location.search).toBe('?sortColumn=dueDate');
  });

  it('deletes after asking; Undo brings the row back with nothing sent', async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Delete invoice #20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete invoice?' });
    expect(dialog).toHaveTextContent('Delete invoice #20 for Rafael Ortiz?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(ids()).not.toContain(20), slow);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(ids()[0]).toBe(20), slow);
    expect(await allInvoices()).toEqual(seed);
  });

  it('counts without the invoices waiting on their Undo, and says so when they were the whole page', async () => {
    const { user } = await renderList('/apps/invoice/list?status=Paid');
    const paid = seed.filter((invoice) => invoice.invoiceStatus === 'Paid');
    const sum = (invoices: readonly Invoice[]) => dollars(invoices.reduce((total, invoice) => total + invoice.total, 0));
    expect(await screen.findByText(sum(paid))).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select every invoice on this page' }));
    await user.click(screen.getByRole('button', { name: /Delete selected/ }));
    await user.click(within(await screen.findByRole('dialog', { name: `Delete ${paid.length} invoices?` })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Everything on this page is being deleted: Undo brings it back.')).toBeInTheDocument();
    const figures = Object.fromEntries(screen.getAllByRole('term').map((term, index) => [term.textContent, screen.getAllByRole('definition')[index]?.textContent]));
    expect(figures).toEqual({ Invoices: '0', 'Total invoiced': dollars(0), Outstanding: dollars(0) });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(sum(paid))).toBeInTheDocument();
  });

  it('selects rows and deletes them together, sent once the page is left', async () => {
    const { user, unmount } = await renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice #20' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice #19' }));
    await user.click(screen.getByRole('button', { name: /Delete selected/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 invoices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(ids().slice(0, 2)).toEqual([18, 17]), slow);
    unmount();
    await waitFor(async () => expect((await allInvoices()).map((invoice) => invoice.id)).toEqual(seed.slice(0, 18).map((invoice) => invoice.id)), slow);
  });

  it('duplicates an invoice as a new Draft, shown first', async () => {
    const { user } = await renderList('/apps/invoice/list?status=Paid');
    await user.click(screen.getByRole('button', { name: 'Duplicate invoice #14' }));
    await waitFor(() => expect(ids()[0]).toBe(21), slow);
    const copy = (await allInvoices()).at(-1);
    expect(copy).toMatchObject({ id: 21, invoiceStatus: 'Draft', total: seed[13]?.total, balance: `$${seed[13]?.total.toLocaleString('en-US')}`, client: seed[13]?.client });
  });

  it('makes one copy on a double click of Duplicate', async () => {
    const { user } = await renderList('/apps/invoice/list?status=Paid');
    await user.dblClick(screen.getByRole('button', { name: 'Duplicate invoice #14' }));
    await waitFor(() => expect(ids()[0]).toBe(21), slow);
    expect(await allInvoices()).toHaveLength(21);
  });

  it('duplicates from page 2 of the unfiltered list: it goes to page 1, where the copy is', async () => {
    const { user, router } = await renderList('/apps/invoice/list?page=2');
    await waitFor(() => expect(ids()).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]), slow);
    await user.click(screen.getByRole('button', { name: 'Duplicate invoice #5' }));
    await waitFor(() => expect(ids()[0]).toBe(21), slow);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.search).toBe('');
  });

  it('leaves a deleted invoice out of the count and totals on every page and filter that takes it in, while its Undo is open', async () => {
    const deletes = jest.fn(() => new Response(500, {}, { message: 'Not expected while Undo is open.' }));
    mock.server().delete('/apps/invoice/delete', deletes);
    const { user } = await renderList();
    const figure = (term: string) => screen.getAllByRole('definition')[screen.getAllByRole('term').findIndex((shown) => shown.textContent === term)]?.textContent;
    const deleted = seed[19]!; // #20, first on page 1
    const among = (invoices: readonly Invoice[]) => ({ count: String(invoices.length), total: dollars(invoices.reduce((sum, invoice) => sum + invoice.total, 0)) });
    const expectFigures = async ({ count, total }: { count: string; total: string }) =>
      waitFor(() => expect([figure('Invoices'), figure('Total invoiced')]).toEqual([count, total]), slow);

    await user.click(screen.getByRole('button', { name: 'Delete invoice #20' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete invoice?' })).getByRole('button', { name: 'Delete' }));
    const undo = await screen.findByRole('button', { name: 'Undo' }, slow);
    // The pointer rests on the toast: its clock stops, so Undo stays open for the rest of the test
    // (fireEvent below moves no pointer away from it).
    await user.hover(undo);
    const left = seed.filter((invoice) => invoice.id !== deleted.id);
    await expectFigures(among(left));

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(ids()).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]), slow);
    await expectFigures(among(left));
    expect(screen.getByText(/ of 19 invoices$/)).toBeInTheDocument();

    // A status that takes the deleted invoice in leaves it out; another counts every invoice it has.
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: deleted.invoiceStatus } });
    await expectFigures(among(left.filter((invoice) => invoice.invoiceStatus === deleted.invoiceStatus)));
    const other = seed.find((invoice) => invoice.invoiceStatus !== deleted.invoiceStatus)!.invoiceStatus;
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: other } });
    await expectFigures(among(seed.filter((invoice) => invoice.invoiceStatus === other)));

    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(deletes).not.toHaveBeenCalled();
  });

  it('says which invoice could not be copied, and why, when the server refuses the copy', async () => {
    mock.server().post('/api/invoice/invoices', () => new Response(503, {}, { message: 'Invoices are read-only during the audit.' }));
    const { user } = await renderList('/apps/invoice/list?status=Paid');
    await user.click(screen.getByRole('button', { name: 'Duplicate invoice #14' }));
    expect(await screen.findByText('Invoice #14 could not be copied. Invoices are read-only during the audit.', {}, slow)).toBeInTheDocument();
    expect(ids()).not.toContain(21);
  });
});
