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
