import {
  centsToDollars,
  centsToMoneyText,
  dollarsToCents,
  invoiceAmounts,
  invoiceDateToIso,
  isoToInvoiceDate,
  itemCents,
  moneyTextToCents,
  paidCentsOf,
  parseCents,
  parseRate,
  type Invoice,
  type InvoiceDocument,
  type InvoiceInput,
  type InvoicePaymentInput,
  type InvoiceSendInput,
  type PaymentMethod,
} from '@console/contracts/src/invoices';

// The spec's Invoice has no lines, tax or payments: each invoice's document lives beside it,
// in integer cents. Seed invoices get theirs on first use (one line: the service at its total).

const salespeople = ['Leila Haddad', 'Tom Becker', 'Inès Moreau', 'Daniel Okafor'] as const;

/** The document a seed invoice implies: one line, no discount or tax, what is owed as balance. */
export function documentOf(invoice: Invoice): InvoiceDocument {
  const totalCents = dollarsToCents(invoice.total);
  return {
    service: invoice.service,
    salesperson: salespeople[invoice.id % salespeople.length] ?? salespeople[0],
    issuedDate: invoiceDateToIso(invoice.issuedDate),
    dueDate: invoiceDateToIso(invoice.dueDate),
    items: [{ description: invoice.service, costCents: totalCents, qty: 1 }],
    taxRatePoints: 0,
    note: '',
    paymentTerms: '',
    subtotalCents: totalCents,
    discountCents: 0,
    taxCents: 0,
    totalCents,
    balanceCents: moneyTextToCents(invoice.balance),
    payments: [],
    sendings: [],
  };
}

/** The entity's balance: 0 when nothing is owed, else money text to the cent ('$724.50'). */
export const balanceText = (cents: number): Invoice['balance'] => (cents === 0 ? 0 : centsToMoneyText(cents));

/** The document a valid create or update body describes; what was already received stays received (the update is refused below it). */
export function documentFromInput(input: InvoiceInput, previous?: InvoiceDocument): InvoiceDocument {
  const cents = itemCents(input.items);
  const items = input.items.map((item, index) => ({ description: item.description, costCents: cents[index]?.costCents ?? 0, qty: cents[index]?.qty ?? 0 }));
  const taxRatePoints = parseRate(input.taxRate) ?? 0;
  const amounts = invoiceAmounts(items, parseCents(input.discount) ?? 0, taxRatePoints);
  const paidCents = previous ? paidCentsOf(previous) : 0;
  return {
    service: input.service,
    salesperson: input.salesperson,
    issuedDate: input.issuedDate,
    dueDate: input.dueDate,
    items,
    taxRatePoints,
    note: input.note,
    paymentTerms: input.paymentTerms,
    ...amounts,
    balanceCents: Math.max(0, amounts.totalCents - paidCents),
    payments: previous?.payments ?? [],
    sendings: previous?.sendings ?? [],
  };
}

/** The entity a document gives (status: paid in full → Paid, partly → Partial Payment). */
export function invoiceFrom(id: number, avatar: string, input: InvoiceInput, document: InvoiceDocument, status: Invoice['invoiceStatus']): Invoice {
  const paidCents = paidCentsOf(document);
  const settled = paidCents > 0 ? (document.balanceCents === 0 ? 'Paid' : 'Partial Payment') : status;
  return {
    id,
    issuedDate: isoToInvoiceDate(document.issuedDate),
    client: input.client,
    service: document.service,
    total: centsToDollars(document.totalCents),
    avatar,
    invoiceStatus: settled,
    balance: balanceText(document.balanceCents),
    dueDate: isoToInvoiceDate(document.dueDate),
  };
}

/** A payment recorded: the balance goes down, the status follows it. */
export function withPayment(invoice: Invoice, document: InvoiceDocument, payment: InvoicePaymentInput): [Invoice, InvoiceDocument] {
  const amountCents = parseCents(payment.amount) ?? 0;
  const balanceCents = document.balanceCents - amountCents;
  const next: InvoiceDocument = {
    ...document,
    balanceCents,
    payments: [...document.payments, { amountCents, date: payment.date, method: payment.method as PaymentMethod, note: payment.note }],
  };
  return [{ ...invoice, balance: balanceText(balanceCents), invoiceStatus: balanceCents === 0 ? 'Paid' : 'Partial Payment' }, next];
}

/** Statuses a sending does not change: what was paid, or is overdue, stays so (a reminder is sent). */
const keptBySending: ReadonlySet<Invoice['invoiceStatus']> = new Set(['Paid', 'Partial Payment', 'Past Due']);

/** A sending recorded: a draft or downloaded invoice is now Sent; a paid, part-paid or overdue one keeps its status. */
export function withSending(invoice: Invoice, document: InvoiceDocument, sending: InvoiceSendInput, now: Date): [Invoice, InvoiceDocument] {
  const { message: _message, ...kept } = sending;
  const invoiceStatus = keptBySending.has(invoice.invoiceStatus) ? invoice.invoiceStatus : 'Sent';
  return [{ ...invoice, invoiceStatus }, { ...document, sendings: [...document.sendings, { ...kept, sentAt: now.toISOString() }] }];
}

/** A PDF downloaded: a draft is now Downloaded; any other status says more than a download and is kept. */
export const withDownload = (invoice: Invoice): Invoice => (invoice.invoiceStatus === 'Draft' ? { ...invoice, invoiceStatus: 'Downloaded' } : invoice);

/** The largest invoice id in `invoices`, 0 for none. */
export const highestInvoiceId = (invoices: readonly Invoice[]) => invoices.reduce((max, invoice) => Math.max(max, invoice.id), 0);

/**
 * Saved data of version 2, whose entities rounded total and balance to the dollar while their
 * documents kept the cents: each invoice with a document takes them from it (version 3).
 */
export function migrateInvoiceCents(saved: Record<string, unknown>, fromVersion: number): Record<string, unknown> | undefined {
  const { invoices, documents } = saved;
  // By tag, not instanceof: the saved record is a structured clone (see persist/restore.ts).
  if (fromVersion !== 2 || !Array.isArray(invoices) || Object.prototype.toString.call(documents) !== '[object Map]') return undefined;
  const documentOfId = documents as Map<number, InvoiceDocument>;
  return {
    ...saved,
    invoices: (invoices as Invoice[]).map((invoice) => {
      const document = documentOfId.get(invoice.id);
      return document ? { ...invoice, total: centsToDollars(document.totalCents), balance: balanceText(document.balanceCents) } : invoice;
    }),
  };
}

/**
 * Saved data of versions 2 and 3 in version 4's shape: version 4 counts invoice numbers (a deleted
 * invoice's number is not reused), starting from the largest id saved.
 */
export function migrateInvoices(saved: Record<string, unknown>, fromVersion: number): Record<string, unknown> | undefined {
  const current = fromVersion === 2 ? migrateInvoiceCents(saved, fromVersion) : fromVersion === 3 ? saved : undefined;
  if (!current || !Array.isArray(current.invoices)) return undefined;
  return { ...current, counter: { lastId: highestInvoiceId(current.invoices as Invoice[]) } };
}
