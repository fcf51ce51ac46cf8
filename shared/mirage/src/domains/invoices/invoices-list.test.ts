import { invoiceSortColumns, invoiceStatuses, type Invoice, type InvoiceListResponse, type InvoiceSortColumn } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { invoicesDomain } from '.';
import { seedInvoices } from './seed';

const { get } = mockApi(() => [invoicesDomain()]);
const list = (query: string) => get<InvoiceListResponse>(`/apps/invoice/invoices?${query}`);
const ids = (invoices: readonly Invoice[]) => invoices.map((invoice) => invoice.id);
const seed = seedInvoices();
const newestFirst = [...seed].reverse();
const answer = (invoices: Invoice[], total: number) => ({ status: 200, body: { allData: seed, invoices, total } });

describe('GET /apps/invoice/invoices', () => {
  it('defaults to page 1 of 10, newest id first, with every invoice in allData', async () => {
    expect(await list('')).toEqual(answer(newestFirst.slice(0, 10), seed.length));
    expect(ids((await list('')).body.invoices)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11]);
  });

  it('pages with perPage and page; past the end is empty with the same total; bad numbers fall back', async () => {
    expect(await list('perPage=5&page=2')).toEqual(answer(newestFirst.slice(5, 10), seed.length));
    expect(await list('page=2')).toEqual(answer(newestFirst.slice(10, 20), seed.length));
    expect(await list('page=3')).toEqual(answer([], seed.length));
    expect(await list('perPage=-4&page=x')).toEqual(answer(newestFirst.slice(0, 10), seed.length));
  });

  it('q matches the client email or name case-insensitively, not company or service', async () => {
    expect(ids((await list('q=BRIGHTWAVE-drinks')).body.invoices)).toEqual([11, 1]); // email
    expect(ids((await list('q=sarah%20co')).body.invoices)).toEqual([14, 5]); // name
    expect(await list('q=fitness')).toEqual(answer([], 0)); // company only
    expect(await list('q=live%20stream')).toEqual(answer([], 0)); // service only
  });

  it.each(invoiceStatuses)('status=%s keeps exact matches only, newest first', async (status) => {
    const expected = newestFirst.filter((invoice) => invoice.invoiceStatus === status);
    expect(expected.length).toBeGreaterThan(0);
    expect(await list(`status=${encodeURIComponent(status)}&perPage=50`)).toEqual(answer(expected, expected.length));
  });

  it('combines q and status, and ignores an unknown status', async () => {
    expect(ids((await list('q=kenji&status=Past%20Due')).body.invoices)).toEqual([2]);
    expect(await list('q=kenji&status=Paid')).toEqual(answer([], 0));
    expect(await list('status=Cancelled')).toEqual(answer(newestFirst.slice(0, 10), seed.length));
  });
});

describe('GET /apps/invoice/invoices sorting', () => {
  // Independent of the handler's parsing: JavaScript's own date and number reading.
  const keyOf: Record<InvoiceSortColumn, (invoice: Invoice) => number | string> = {
    id: (invoice) => invoice.id,
    issuedDate: (invoice) => Date.parse(invoice.issuedDate),
    total: (invoice) => invoice.total,
    balance: (invoice) => (invoice.balance === 0 ? 0 : Number(invoice.balance.replace(/[$,]/g, ''))),
    client: (invoice) => invoice.client.name,
    dueDate: (invoice) => Date.parse(invoice.dueDate),
  };
  const compare = (a: number | string, b: number | string) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en');

  it.each(invoiceSortColumns)('sortColumn=%s sorts both ways (asc by default); ties stay newest first', async (column) => {
    const key = keyOf[column];
    // Array sort is stable, so ties keep the newest-first order.
    const asc = [...newestFirst].sort((a, b) => compare(key(a), key(b)));
    const desc = [...newestFirst].sort((a, b) => compare(key(b), key(a)));
    expect(ids((await list(`sortColumn=${column}&perPage=50`)).body.invoices)).toEqual(ids(asc));
    expect(ids((await list(`sortColumn=${column}&sort=asc&perPage=50`)).body.invoices)).toEqual(ids(asc));
    expect(ids((await list(`sortColumn=${column}&sort=desc&perPage=50`)).body.invoices)).toEqual(ids(desc));
  });

  it('sorts after filtering and before paging; an unknown column keeps newest first', async () => {
    const paid = newestFirst.filter((invoice) => invoice.invoiceStatus === 'Paid').sort((a, b) => b.total - a.total);
    expect(await list('status=Paid&sortColumn=total&sort=desc&perPage=2')).toEqual(answer(paid.slice(0, 2), paid.length));
    expect(paid[0]?.total).toBe(12500);
    expect(await list('sortColumn=service&sort=desc')).toEqual(answer(newestFirst.slice(0, 10), seed.length));
  });
});

describe('includeAll=false (a project addition for large seeds)', () => {
  it('answers the same page and total without allData', async () => {
    const full = await list('status=Paid&page=1');
    const light = await list('status=Paid&page=1&includeAll=false');
    expect(light).toEqual({ status: 200, body: { invoices: full.body.invoices, total: full.body.total } });
    expect(full.body.allData).toEqual(seed);
  });
});
