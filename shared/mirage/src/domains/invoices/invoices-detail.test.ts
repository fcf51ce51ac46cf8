import type { Invoice, InvoiceClient, InvoiceListResponse } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { invoicesDomain } from '.';
import { seedInvoices } from './seed';
import { seedClients } from './seed-rows';

const { call, restart: restartWith } = mockApi(() => [invoicesDomain()]);
const listBody = async (query = '') => (await call('GET', `/apps/invoice/invoices?${query}`)).body as InvoiceListResponse;
const seed = seedInvoices();
const restart = (scale?: number) => restartWith([invoicesDomain({ scale })]);

describe('GET /api/invoice/invoices/{id}', () => {
  it('answers 200 { invoice, paymentDetails } with what is still owed', async () => {
    expect(await call('GET', '/api/invoice/invoices/4')).toEqual({
      status: 200,
      body: {
        invoice: seed[3],
        paymentDetails: { totalDue: '$3,900', bankName: 'Atlantic Merchant Bank', country: 'United Kingdom', iban: 'GB29 AMBK 6016 1331 9268 19', swiftCode: 'AMBKGB2L' },
      },
    });
    const paid = (await call('GET', '/api/invoice/invoices/3')).body as { invoice: Invoice; paymentDetails: { totalDue: string; bankName: string } };
    expect(paid.invoice).toEqual(seed[2]);
    expect(paid.paymentDetails).toMatchObject({ totalDue: '$0', bankName: 'Nordic Harbour Bank' });
  });

  it('answers 404 { message } for an unknown or malformed id', async () => {
    expect(await call('GET', '/api/invoice/invoices/999')).toEqual({ status: 404, body: { message: 'Invoice 999 was not found.' } });
    expect(await call('GET', '/api/invoice/invoices/abc')).toEqual({ status: 404, body: { message: 'Invoice abc was not found.' } });
  });
});

describe('DELETE /apps/invoice/delete', () => {
  it('answers 200 { invoice } and the invoice is gone from every call', async () => {
    expect(await call('DELETE', '/apps/invoice/delete?id=4')).toEqual({ status: 200, body: { invoice: seed[3] } });
    expect((await call('GET', '/api/invoice/invoices/4')).status).toBe(404);
    const after = await listBody('perPage=50');
    expect(after.total).toBe(seed.length - 1);
    expect(after.allData).toEqual(seed.filter((invoice) => invoice.id !== 4));
  });

  it('answers 404 for an unknown or missing id and removes nothing', async () => {
    expect(await call('DELETE', '/apps/invoice/delete?id=999')).toEqual({ status: 404, body: { message: 'Invoice 999 was not found.' } });
    expect(await call('DELETE', '/apps/invoice/delete')).toEqual({ status: 404, body: { message: 'An invoice id is required.' } });
    expect((await listBody()).allData).toEqual(seed);
  });
});

describe('GET /api/invoice/clients', () => {
  const clients = (indexes: number[]) => indexes.map((index) => seedClients[index]);

  it('answers the first 5 distinct clients in invoice id order', async () => {
    expect(await call('GET', '/api/invoice/clients')).toEqual({ status: 200, body: clients([0, 3, 5, 1, 8]) });
  });

  it('follows deletions, and is empty when there are no invoices', async () => {
    await call('DELETE', '/apps/invoice/delete?id=1');
    expect((await call('GET', '/api/invoice/clients')).body).toEqual(clients([3, 5, 1, 8, 6]));
    restart(0);
    expect(await call('GET', '/api/invoice/clients')).toEqual({ status: 200, body: [] });
  });
});

describe('seed data', () => {
  const reference = Date.parse('01 Nov 2026');
  const owed = (invoice: Invoice) => (invoice.balance === 0 ? 0 : Number(invoice.balance.replace(/[$,]/g, '')));

  it.each([['default', seed], ['scale 3000', seedInvoices(3000)]])('%s: money and dates agree with the status', (_name, rows) => {
    for (const invoice of rows) {
      expect(invoice.issuedDate).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
      expect(Date.parse(invoice.issuedDate)).toBeLessThanOrEqual(reference);
      expect(Date.parse(invoice.dueDate)).toBeGreaterThan(Date.parse(invoice.issuedDate));
      expect(owed(invoice)).toBeLessThanOrEqual(invoice.total);
      if (invoice.invoiceStatus === 'Paid') expect(invoice.balance).toBe(0);
      else expect(invoice.balance).toMatch(/^\$\d{1,3}(,\d{3})*$/);
      if (invoice.invoiceStatus === 'Partial Payment') expect(owed(invoice)).toBeLessThan(invoice.total);
      if (invoice.invoiceStatus === 'Past Due') expect(Date.parse(invoice.dueDate)).toBeLessThan(reference);
      if (['Sent', 'Downloaded', 'Draft'].includes(invoice.invoiceStatus)) expect(Date.parse(invoice.dueDate)).toBeGreaterThanOrEqual(reference);
    }
    expect(rows.some((invoice) => invoice.avatar === '')).toBe(true);
    expect(rows.some((invoice) => invoice.avatar !== '')).toBe(true);
  });
});

describe('scale', () => {
  it('seeds exactly N invoices, the same on every start', async () => {
    restart(1000);
    const first = await listBody('page=100');
    expect(first.total).toBe(1000);
    expect(first.allData!.map((invoice) => invoice.id)).toEqual(Array.from({ length: 1000 }, (_, index) => index + 1));
    expect(first.invoices.map((invoice) => invoice.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const clients = (await call('GET', '/api/invoice/clients')).body as InvoiceClient[];
    expect(new Set(clients.map((client) => client.companyEmail)).size).toBe(5);
    restart(1000);
    expect(await listBody('page=100')).toEqual(first);
    restart(0);
    expect(await listBody()).toEqual({ allData: [], invoices: [], total: 0 });
  });
});
