// Loaded only when someone asks for a PDF (a dynamic import), with jspdf and its table plug-in:
// neither is in the list page's JavaScript.
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { InvoiceFullResponse } from '@console/contracts';
import type { IssuingCompany } from './company';

export interface PdfLabels {
  title: string;
  issued: string;
  due: string;
  invoiceTo: string;
  item: string;
  cost: string;
  qty: string;
  price: string;
  subtotal: string;
  discount: string;
  tax: string;
  total: string;
  balance: string;
  note: string;
  terms: string;
}

/**
 * The invoice as a PDF document (text, not an image: a search or a screen reader finds the
 * number and the total). `money` and `date` format in the PDF's language.
 */
export function invoicePdf({ invoice, document }: InvoiceFullResponse, labels: PdfLabels, money: (cents: number) => string, date: (iso: string) => string, company: IssuingCompany): jsPDF {
  // compress: false keeps the text readable in the file itself (the e2e test reads it).
  const pdf = new jsPDF({ unit: 'pt', format: 'a4', compress: false });
  pdf.setFontSize(18);
  pdf.text(company.name, 40, 50);
  pdf.setFontSize(10);
  pdf.text([company.address, company.email, company.phone], 40, 68);
  pdf.setFontSize(16);
  pdf.text(labels.title, 555, 50, { align: 'right' });
  pdf.setFontSize(10);
  pdf.text([`${labels.issued}: ${date(document.issuedDate)}`, `${labels.due}: ${date(document.dueDate)}`], 555, 68, { align: 'right' });
  pdf.text([labels.invoiceTo, invoice.client.name, invoice.client.company, invoice.client.address, invoice.client.companyEmail], 40, 130);
  autoTable(pdf, {
    startY: 200,
    head: [[labels.item, labels.cost, labels.qty, labels.price]],
    body: document.items.map((item) => [item.description, money(item.costCents), String(item.qty), money(item.costCents * item.qty)]),
  });
  const rows: [string, string][] = [
    [labels.subtotal, money(document.subtotalCents)],
    [labels.discount, money(document.discountCents)],
    [labels.tax, money(document.taxCents)],
    [labels.total, money(document.totalCents)],
    [labels.balance, money(document.balanceCents)],
  ];
  let y = (pdf as jsPDF & { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? 240;
  for (const [label, value] of rows) {
    y += 18;
    pdf.text(`${label}: ${value}`, 555, y, { align: 'right' });
  }
  if (document.note) pdf.text(`${labels.note}: ${document.note}`, 40, (y += 30));
  if (document.paymentTerms) pdf.text(`${labels.terms}: ${document.paymentTerms}`, 40, (y += 18));
  return pdf;
}

/** Builds the PDF and saves it as invoice-<id>.pdf. */
export function saveInvoicePdf(full: InvoiceFullResponse, labels: PdfLabels, money: (cents: number) => string, date: (iso: string) => string, company: IssuingCompany) {
  invoicePdf(full, labels, money, date, company).save(`invoice-${full.invoice.id}.pdf`);
}
