import { centsToInput, type InvoiceFullResponse, type InvoiceInput } from '@console/contracts';

/** The create body that reproduces an invoice's document. */
export function inputOf({ invoice, document }: InvoiceFullResponse): InvoiceInput {
  return {
    client: invoice.client,
    service: document.service,
    salesperson: document.salesperson,
    issuedDate: document.issuedDate,
    dueDate: document.dueDate,
    items: document.items.map((item) => ({ description: item.description, cost: centsToInput(item.costCents), qty: String(item.qty) })),
    discount: centsToInput(document.discountCents),
    taxRate: String(document.taxRatePoints / 100),
    note: document.note,
    paymentTerms: document.paymentTerms,
  };
}
