import { centsToDecimal, dollarsToCents, type Invoice, type InvoiceListQuery } from '@console/contracts';
import { datedFileName, downloadCsv, toCsv, type CsvColumn } from '@console/ui';
import { fetchAllMatching } from './invoices-api';

// Headers and values stay the spec's English in every language: a CSV is data for whatever
// reads it next, which looks columns up by name. Amounts are exact to the cent, as the entity holds them.
const columns: CsvColumn<Invoice>[] = [
  { header: 'ID', value: (invoice) => invoice.id },
  { header: 'Client', value: (invoice) => invoice.client.name },
  { header: 'Email', value: (invoice) => invoice.client.companyEmail },
  { header: 'Company', value: (invoice) => invoice.client.company },
  { header: 'Service', value: (invoice) => invoice.service },
  { header: 'Total', value: (invoice) => centsToDecimal(dollarsToCents(invoice.total)) },
  { header: 'Balance', value: (invoice) => (invoice.balance === 0 ? 0 : invoice.balance) },
  { header: 'Status', value: (invoice) => invoice.invoiceStatus },
  { header: 'Issued', value: (invoice) => invoice.issuedDate },
  { header: 'Due', value: (invoice) => invoice.dueDate },
];

export const invoicesCsv = (invoices: readonly Invoice[]) => toCsv(invoices, columns);

/**
 * Downloads every invoice matching the list (all pages), leaving out deletes waiting on Undo;
 * nothing matching downloads nothing (a file of headers alone would look like a broken export).
 */
export async function exportInvoices(query: InvoiceListQuery, leaveOut: { has(id: number): boolean }): Promise<number> {
  const invoices = (await fetchAllMatching(query)).filter((invoice) => !leaveOut.has(invoice.id));
  if (invoices.length > 0) downloadCsv(datedFileName('invoices'), invoicesCsv(invoices));
  return invoices.length;
}
