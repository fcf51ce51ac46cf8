import type { InvoiceFullResponse, InvoiceListResponse, LoginResponse } from '@console/contracts';
import { accessGuard } from '../../access-guard';
import { makeServer } from '../../server';
import { mockApi } from '../../test-kit';
import { authDomain, seedLoginUsers } from '../auth';
import { invoicesDomain } from '.';
import { seedInvoices } from './seed';

const seed = seedInvoices();
const statusOf = (id: number) => seed.find((invoice) => invoice.id === id)?.invoiceStatus;

describe('POST /api/invoice/invoices/:id/downloaded', () => {
  const { call, get } = mockApi(() => [invoicesDomain()]);
  const download = (id: number | string) => call<InvoiceFullResponse>('POST', `/api/invoice/invoices/${id}/downloaded`);

  it('turns a Draft into Downloaded, in the answer, the document call and the status filter', async () => {
    expect(statusOf(18)).toBe('Draft');
    const { status, body } = await download(18);
    expect(status).toBe(200);
    expect(body.invoice).toMatchObject({ id: 18, invoiceStatus: 'Downloaded' });
    expect(body.document.totalCents).toBe(52_000);
    expect((await get<InvoiceFullResponse>('/api/invoice/invoices/18/document')).body.invoice.invoiceStatus).toBe('Downloaded');
    const downloaded = (await get<InvoiceListResponse>('/apps/invoice/invoices?status=Downloaded&perPage=50&includeAll=false')).body.invoices;
    expect(downloaded.map((invoice) => invoice.id)).toContain(18);
  });

  it('keeps any status a download says less than: Sent, Paid, Partial Payment, Past Due, Downloaded', async () => {
    const kept = ['Sent', 'Paid', 'Partial Payment', 'Past Due', 'Downloaded'].map((status) => seed.find((invoice) => invoice.invoiceStatus === status));
    for (const invoice of kept) {
      if (!invoice) throw new Error('The seed has an invoice of every status.');
      const { status, body } = await download(invoice.id);
      expect(status).toBe(200);
      expect(body.invoice).toEqual(invoice);
    }
  });

  it('answers 404 for an unknown id and changes nothing', async () => {
    expect(await download(999)).toEqual({ status: 404, body: { message: 'Invoice 999 was not found.' } });
    expect((await get<InvoiceListResponse>('/apps/invoice/invoices')).body.allData).toEqual(seed);
  });
});

describe('who may record a download', () => {
  let server: ReturnType<typeof makeServer> | undefined;
  beforeEach(() => {
    const users = seedLoginUsers();
    const [admin] = users;
    // An account the demo has not: it may read invoices (and so download their PDF) but not change them.
    if (admin) users.push({ ...admin, id: 98, email: 'reader@demo.com', password: 'reader', ability: [{ action: 'read', subject: 'Invoice' }] });
    server = makeServer({ domains: [authDomain({ users }), invoicesDomain()], guard: accessGuard(users) });
  });
  afterEach(() => server?.shutdown());

  const downloadAs = async (email: string | null, password = '') => {
    const token = email && ((await (await fetch('/jwt/login', { method: 'POST', body: JSON.stringify({ email, password }) })).json()) as LoginResponse).accessToken;
    return (await fetch('/api/invoice/invoices/18/downloaded', { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {} })).status;
  };

  it('asks update on Invoice: 401 without a token, 403 for a reader or a client, 200 for the administrator', async () => {
    expect(await downloadAs(null)).toBe(401);
    expect(await downloadAs('reader@demo.com', 'reader')).toBe(403);
    expect(await downloadAs('client@demo.com', 'client')).toBe(403);
    expect(await downloadAs('admin@demo.com', 'admin')).toBe(200);
  });
});
