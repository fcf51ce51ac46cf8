import type { InvoiceFullResponse, InvoiceListResponse, InvoiceSummaryResponse } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { invoicesDomain } from '.';
import { seedInvoices } from './seed';
import { testClient } from './test-invoice';

const { call, get } = mockApi(() => [invoicesDomain()]);
const seed = seedInvoices();

const client = testClient;
const validInvoice = {
  client,
  service: 'Anime trailer edit',
  salesperson: 'Tom Becker',
  issuedDate: '2026-11-02',
  dueDate: '2026-12-02',
  items: [
    { description: 'Edit', cost: '0.10', qty: '3' },
    { description: 'Colour grade', cost: '1,200.20', qty: '2' },
  ],
  discount: '100',
  taxRate: '10',
  note: 'Thanks!',
  paymentTerms: 'Net 30',
};

describe('POST /api/invoice/invoices', () => {
  it('answers 201 with the next invoice number, totals in cents (no float drift), first in the list as Draft', async () => {
    const { status, body } = await call<InvoiceFullResponse>('POST', '/api/invoice/invoices', validInvoice);
    expect(status).toBe(201);
    // 0.30 + 2,400.40 = 2,400.70; − 100 = 2,300.70; tax 10 % = 230.07; total 2,530.77, to the cent in the entity too.
    expect(body.invoice).toMatchObject({ id: 21, issuedDate: '02 Nov 2026', dueDate: '02 Dec 2026', invoiceStatus: 'Draft', client, total: 2530.77, balance: '$2,530.77' });
    expect(body.paymentDetails.totalDue).toBe('$2,530.77');
    expect(body.document).toMatchObject({ subtotalCents: 240_070, discountCents: 10_000, taxCents: 23_007, totalCents: 253_077, balanceCents: 253_077 });
    const list = (await get<InvoiceListResponse>('/apps/invoice/invoices?includeAll=false')).body;
    expect(list.invoices[0]?.id).toBe(21);
    expect(list.total).toBe(seed.length + 1);
  });

  it('sorts and sums totals and balances with their cents', async () => {
    // 2,530.77 sits between the seed's 2,450 (#20) and 2,750 (#10), by total and by balance.
    await call('POST', '/api/invoice/invoices', validInvoice);
    await call('POST', '/api/invoice/invoices', { ...validInvoice, items: [{ description: 'Edit', cost: '2530.76', qty: '1' }], discount: '0', taxRate: '0' });
    for (const column of ['total', 'balance']) {
      const { invoices } = (await get<InvoiceListResponse>(`/apps/invoice/invoices?sortColumn=${column}&sort=desc&perPage=50&includeAll=false`)).body;
      const ids = invoices.map((invoice) => invoice.id);
      expect(ids.indexOf(21)).toBe(ids.indexOf(22) - 1);
    }
    const { body } = await get<InvoiceSummaryResponse>('/apps/invoice/summary?status=Draft');
    const drafts = seed.filter((invoice) => invoice.invoiceStatus === 'Draft');
    expect(body.totalCents).toBe(drafts.reduce((sum, invoice) => sum + invoice.total * 100, 0) + 253_077 + 253_076);
  });

  it('refuses an amount above 1,000,000,000.00 at its field and a total above it at the lines, rather than store it changed', async () => {
    // 100,000,000,000,000.01 is above 2^53 cents: read as a number it would be saved without its cent.
    expect((await call('POST', '/api/invoice/invoices', { ...validInvoice, items: [{ description: 'Edit', cost: '100000000000000.01', qty: '1' }] })).body).toEqual({
      message: 'The invoice is not valid.',
      errors: { 'items.0.cost': 'Enter an amount of at most 1,000,000,000.00.' },
    });
    const tooMuch = { ...validInvoice, items: [{ description: 'Edit', cost: '1,000,000,000.00', qty: '999999' }], discount: '0' };
    expect((await call('POST', '/api/invoice/invoices', tooMuch)).body).toEqual({ message: 'The invoice is not valid.', errors: { items: 'The total cannot be more than 1,000,000,000.00.' } });
    // The ceiling itself is an invoice total: stored to the cent.
    const { status, body } = await call<InvoiceFullResponse>('POST', '/api/invoice/invoices', { ...validInvoice, items: [{ description: 'Edit', cost: '999,999,999.99', qty: '1' }], discount: '0', taxRate: '0' });
    expect(status).toBe(201);
    expect(body.document.totalCents).toBe(99_999_999_999);
    expect(body.invoice).toMatchObject({ total: 999_999_999.99, balance: '$999,999,999.99' });
  });

  it('refuses a client contact that is not a phone number, at the field', async () => {
    expect((await call('POST', '/api/invoice/invoices', { ...validInvoice, client: { ...client, contact: 'call the front desk' } })).body).toEqual({
      message: 'The invoice is not valid.',
      errors: { 'client.contact': 'Enter a phone number of 7 to 15 digits (spaces, dots, dashes, brackets and a leading + are fine).' },
    });
  });

  it('answers 400 with a message per field and stores nothing', async () => {
    const body = { ...validInvoice, client: { ...client, companyEmail: 'nope' }, dueDate: '2026-11-01', items: [{ description: '', cost: '1.234', qty: '0' }], taxRate: '101' };
    expect(await call('POST', '/api/invoice/invoices', body)).toEqual({
      status: 400,
      body: {
        message: 'The invoice is not valid.',
        errors: {
          'client.companyEmail': 'Enter a valid email address.',
          dueDate: 'The due date cannot be before the issue date.',
          'items.0.description': 'Fill in this field.',
          'items.0.cost': 'Enter an amount such as 12.50.',
          'items.0.qty': 'Enter a whole quantity from 1.',
          taxRate: 'Enter a rate from 0 to 100.',
        },
      },
    });
    expect((await call('POST', '/api/invoice/invoices', { ...validInvoice, dueDate: '2026-11-01' })).body).toEqual({
      message: 'The invoice is not valid.',
      errors: { dueDate: 'The due date cannot be before the issue date.' },
    });
    expect((await call('POST', '/api/invoice/invoices', { ...validInvoice, items: [] })).body).toMatchObject({ errors: { items: 'Add at least one line item.' } });
    expect((await call('POST', '/api/invoice/invoices', { ...validInvoice, discount: '2400.71' })).body).toMatchObject({ errors: { discount: 'The discount cannot be more than the subtotal.' } });
    expect((await get<InvoiceListResponse>('/apps/invoice/invoices')).body.total).toBe(seed.length);
  });
});

describe('PUT /api/invoice/invoices/{id}', () => {
  it('answers 200, keeps what was paid, and the detail and list show the change', async () => {
    // Invoice 4: 9,800 with 3,900 owed, so 5,900 paid.
    const { status, body } = await call<InvoiceFullResponse>('PUT', '/api/invoice/invoices/4', { ...validInvoice, items: [{ description: 'Series', cost: '10000', qty: '1' }], discount: '0', taxRate: '0' });
    expect(status).toBe(200);
    expect(body.invoice).toMatchObject({ id: 4, total: 10_000, balance: '$4,100', invoiceStatus: 'Partial Payment', service: 'Anime trailer edit' });
    expect((await get<InvoiceFullResponse>('/api/invoice/invoices/4/document')).body.document.items).toEqual([{ description: 'Series', costCents: 1_000_000, qty: 1 }]);
    expect((await get<{ invoice: unknown }>('/api/invoice/invoices/4')).body.invoice).toEqual(body.invoice);
  });

  it('refuses a total below what was already paid at the lines, with the amount, and changes nothing', async () => {
    // Invoice 4: 9,800 with 3,900 owed, so 5,900 paid.
    const before = (await get<InvoiceFullResponse>('/api/invoice/invoices/4/document')).body;
    const below = await call('PUT', '/api/invoice/invoices/4', { ...validInvoice, items: [{ description: 'Series', cost: '5899.99', qty: '1' }], discount: '0', taxRate: '0' });
    expect(below).toEqual({
      status: 400,
      body: { message: 'The invoice is not valid.', errors: { items: 'The total cannot be below the amount already paid.' }, code: 'total-below-paid', params: { paidCents: 590_000 } },
    });
    expect((await get<InvoiceFullResponse>('/api/invoice/invoices/4/document')).body).toEqual(before);
    // Exactly what was paid: nothing is owed any more.
    const settled = await call<InvoiceFullResponse>('PUT', '/api/invoice/invoices/4', { ...validInvoice, items: [{ description: 'Series', cost: '5900', qty: '1' }], discount: '0', taxRate: '0' });
    expect(settled.body.invoice).toMatchObject({ total: 5900, balance: 0, invoiceStatus: 'Paid' });
  });

  it('keeps the cents paid: a new total with cents leaves its exact balance', async () => {
    await call('POST', '/api/invoice/invoices/17/payments', { amount: '1300.25', date: '2026-11-03', method: 'Cash', note: '' });
    const { body } = await call<InvoiceFullResponse>('PUT', '/api/invoice/invoices/17', { ...validInvoice, items: [{ description: 'Clip', cost: '3300.99', qty: '1' }], discount: '0', taxRate: '0' });
    expect(body.invoice).toMatchObject({ total: 3300.99, balance: '$2,000.74', invoiceStatus: 'Partial Payment' });
    expect(body.paymentDetails.totalDue).toBe('$2,000.74');
  });

  it('answers 404 for an unknown id and 400 for a bad body', async () => {
    expect((await call('PUT', '/api/invoice/invoices/999', validInvoice)).status).toBe(404);
    expect((await call('PUT', '/api/invoice/invoices/4', { ...validInvoice, service: ' ' })).body).toMatchObject({ errors: { service: 'Fill in this field.' } });
  });
});

describe('payments and sending', () => {
  const pay = (id: number, amount: string) => call<InvoiceFullResponse>('POST', `/api/invoice/invoices/${id}/payments`, { amount, date: '2026-11-03', method: 'Bank Transfer', note: '' });

  it('a part of the balance gives Partial Payment, the rest Paid, more is refused at the amount', async () => {
    const part = await pay(17, '1300.50'); // 3,300 owed
    expect(part.status).toBe(200);
    expect(part.body.invoice).toMatchObject({ invoiceStatus: 'Partial Payment', balance: '$1,999.50' });
    expect(part.body.paymentDetails.totalDue).toBe('$1,999.50');
    expect(part.body.document.balanceCents).toBe(199_950);
    expect(await pay(17, '2000')).toMatchObject({ status: 400, body: { errors: { amount: 'The payment cannot be more than the balance.' } } });
    const rest = await pay(17, '1999.50');
    expect(rest.body.invoice).toMatchObject({ invoiceStatus: 'Paid', balance: 0 });
    expect(rest.body.document.payments).toHaveLength(2);
    expect(await pay(17, '1')).toMatchObject({ status: 400, body: { errors: { amount: 'This invoice is already paid.' } } });
    expect((await call('POST', '/api/invoice/invoices/17/payments', { amount: '0', date: '', method: '' })).body).toMatchObject({
      errors: { amount: 'Enter an amount above zero.', date: 'Enter a date.', method: 'Choose a payment method.' },
    });
  });

  it('send marks the invoice Sent and records it; a bad message is refused per field', async () => {
    const sent = await call<InvoiceFullResponse>('POST', '/api/invoice/invoices/18/send', { from: 'billing@studio.tv', to: 'hello@chaichapters.in', subject: 'Invoice #18', message: 'Hi', attachPdf: true });
    expect(sent.status).toBe(200);
    expect(sent.body.invoice.invoiceStatus).toBe('Sent');
    expect(sent.body.document.sendings).toEqual([expect.objectContaining({ to: 'hello@chaichapters.in', subject: 'Invoice #18', attachPdf: true })]);
    expect((await call('POST', '/api/invoice/invoices/18/send', { from: 'x', to: '', subject: '', message: '', attachPdf: false })).body).toMatchObject({
      errors: { from: 'Enter a valid email address.', to: 'Fill in this field.', subject: 'Fill in this field.', message: 'Fill in this field.' },
    });
  });
});

describe('POST /api/invoice/invoices/:id/send, on a paid, part-paid or overdue invoice', () => {
  it('records the sending and keeps the status', async () => {
    const kept = seed.filter((invoice) => ['Paid', 'Partial Payment', 'Past Due'].includes(invoice.invoiceStatus)).slice(0, 3);
    expect(new Set(kept.map((invoice) => invoice.invoiceStatus)).size).toBeGreaterThan(1);
    for (const invoice of kept) {
      const sent = await call<InvoiceFullResponse>('POST', `/api/invoice/invoices/${invoice.id}/send`, { from: 'billing@studio.tv', to: 'hello@example.com', subject: `Invoice #${invoice.id}`, message: 'A reminder', attachPdf: false });
      expect(sent.status).toBe(200);
      expect(sent.body.invoice.invoiceStatus).toBe(invoice.invoiceStatus);
      expect(sent.body.document.sendings).toHaveLength(1);
    }
  });
});

describe('GET /apps/invoice/summary', () => {
  it('sums the filtered set in cents', async () => {
    const paid = seed.filter((invoice) => invoice.invoiceStatus === 'Partial Payment');
    const { body } = await get<InvoiceSummaryResponse>('/apps/invoice/summary?status=Partial%20Payment');
    expect(body).toEqual({ count: paid.length, totalCents: paid.reduce((sum, invoice) => sum + invoice.total * 100, 0), balanceCents: (3900 + 2100 + 1200) * 100 });
  });
});
