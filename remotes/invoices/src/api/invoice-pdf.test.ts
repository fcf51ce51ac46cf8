import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { fetchInvoice } from './invoices-api';
import { issuingCompany } from './company';
import { invoicePdf, type PdfLabels } from './invoice-pdf';

mockServerPerTest(() => [invoicesDomain()]);

const labels: PdfLabels = {
  title: 'Invoice #4',
  issued: 'Date issued',
  due: 'Date due',
  invoiceTo: 'Invoice to',
  item: 'Item',
  cost: 'Cost',
  qty: 'Qty',
  price: 'Price',
  subtotal: 'Subtotal',
  discount: 'Discount',
  tax: 'Tax (0 %)',
  total: 'Total',
  balance: 'Balance',
  note: 'Note',
  terms: 'Payment terms',
};
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

it('writes a real PDF whose text holds the invoice number, client and total', async () => {
  const full = await fetchInvoice(4);
  const bytes = invoicePdf(full, labels, money, (iso) => iso, issuingCompany({ id: 'search', name: 'Scene Search' })).output();
  expect(bytes.startsWith('%PDF-')).toBe(true);
  expect(bytes).toContain('(Invoice #4)');
  expect(bytes).toContain('(Total: $9800.00)');
  expect(bytes).toContain('Carlos Mendes');
  expect(bytes).toContain('(Scene Search)'); // the issuer: the console's brand
});
