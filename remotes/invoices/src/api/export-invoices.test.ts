import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { invoicesCsv } from './export-invoices';
import { fetchAllMatching } from './invoices-api';

mockServerPerTest(() => [invoicesDomain()]);

it('exports every invoice matching the filters (all pages), one CSV line each', async () => {
  const paid = await fetchAllMatching({ status: 'Paid', perPage: 10, page: 1 });
  expect(paid.length).toBeGreaterThan(0);
  expect(paid.every((invoice) => invoice.invoiceStatus === 'Paid')).toBe(true);
  const lines = invoicesCsv(paid).trimEnd().split('\r\n');
  expect(lines[0]).toBe('ID,Client,Email,Company,Service,Total,Balance,Status,Issued,Due');
  expect(lines).toHaveLength(1 + paid.length);
  expect(lines.slice(1).every((line) => line.includes(',Paid,'))).toBe(true);
  expect((await fetchAllMatching({ perPage: 10 })).length).toBe(20);
});

it('exports totals and balances to the cent', async () => {
  const client = { name: 'Rina Sato', company: 'Kumo Animation', companyEmail: 'billing@kumo.jp', address: '1-2-3 Ginza, Tokyo', country: 'Japan', contact: '+81 3 5555 0199' };
  const body = { client, service: 'Clip', salesperson: 'Tom Becker', issuedDate: '2026-11-02', dueDate: '2026-12-02', items: [{ description: 'Clip', cost: '1234.5', qty: '1' }], discount: '0', taxRate: '0', note: '', paymentTerms: '' };
  await fetch('/api/invoice/invoices', { method: 'POST', body: JSON.stringify(body) });
  const [created, seeded] = await fetchAllMatching({ perPage: 10 });
  const lines = invoicesCsv([created!, seeded!]).trimEnd().split('\r\n');
  expect(lines[1]).toBe('21,Rina Sato,billing@kumo.jp,Kumo Animation,Clip,1234.50,"$1,234.50",Draft,02 Nov 2026,02 Dec 2026');
  // Whole dollars stay as they were.
  expect(lines[2]).toMatch(/^20,Rafael Ortiz,.*,2450,"\$2,450",Sent,/);
});
