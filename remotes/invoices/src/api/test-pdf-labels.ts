import type { PdfLabels } from './invoice-pdf';

// The PDF's English labels and money format, as the preview page passes them (tests of the PDF).
export const testPdfLabels: PdfLabels = {
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
  colon: ':',
};
export const testMoney = (cents: number) => `$${(cents / 100).toFixed(2)}`;
