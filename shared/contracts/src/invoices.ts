import * as v from 'valibot';
import { atMost, choice, define, emailPattern, fields, hasTwoDecimalsAtMost, isoDay, isPhoneNumber, listOf, pathOrEmpty, phoneText, recordId, requiredChoice, requiredText, text } from './schema-kit';

export * from './invoices-messages';

/** Spec §4 invoice statuses. */
export const invoiceStatuses = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Invoice dates as text: day, month, year ('13 Dec 2019'). */
export const invoiceDatePattern = /^\d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;

/** Money as text: dollars, thousands grouped, and the cents when there are any ('$1,250', '$724.50'). */
export const moneyTextPattern = /^\$\d{1,3}(?:,\d{3})*(?:\.\d{2})?$/;


const moneyText = /* @__PURE__ */ define(() => v.pipe(text(), v.regex(moneyTextPattern, 'common.errors.invalid')));
/** A number of dollars, not negative, with at most two decimals (1234.56), as a total is written: cents exactly (a float sum's drift is refused). */
const dollars = /* @__PURE__ */ define(() => v.pipe(v.number('common.errors.invalid'), v.minValue(0, 'common.errors.invalid'), v.check(hasTwoDecimalsAtMost, 'common.errors.invalid')));
const invoiceDate = /* @__PURE__ */ define(() => v.pipe(text(), v.regex(invoiceDatePattern, 'common.errors.invalid')));

/** Spec §3 Invoice client. */
export const InvoiceClientSchema = /* @__PURE__ */ define(() =>
  fields({
    address: requiredText(),
    company: requiredText(),
    companyEmail: v.pipe(requiredText(), v.regex(emailPattern, 'common.errors.invalid')),
    country: requiredText(),
    contact: phoneText(),
    name: requiredText(),
  }),
);
export type InvoiceClient = v.InferOutput<typeof InvoiceClientSchema>;

/** Spec §3 Invoice. */
export const InvoiceSchema = /* @__PURE__ */ define(() =>
  fields({
    id: recordId(),
    /** Text like '13 Dec 2019'. */
    issuedDate: invoiceDate,
    client: InvoiceClientSchema,
    service: requiredText(),
    /** Dollars, cents exact (at most two decimals): 1234.56. */
    total: dollars,
    /** An image path, or '' so the UI shows the client's initials. */
    avatar: pathOrEmpty(),
    invoiceStatus: choice(invoiceStatuses),
    /** Outstanding amount as money text like '$724' or '$724.50', or the number 0 when nothing is owed. */
    balance: v.union([v.literal(0, 'common.errors.invalid'), moneyText], 'common.errors.invalid'),
    /** Same text format as issuedDate. */
    dueDate: invoiceDate,
  }),
);
export type Invoice = v.InferOutput<typeof InvoiceSchema>;

/** Spec §3 payment details shown with an invoice. */
export const InvoicePaymentDetailsSchema = /* @__PURE__ */ define(() =>
  fields({
    /** Money text, e.g. '$1,250' or '$1,250.50'. */
    totalDue: moneyText,
    bankName: requiredText(),
    country: requiredText(),
    iban: requiredText(),
    swiftCode: requiredText(),
  }),
);
export type InvoicePaymentDetails = v.InferOutput<typeof InvoicePaymentDetailsSchema>;

/** Columns GET /apps/invoice/invoices can sort by (an addition to the spec). */
export const invoiceSortColumns = ['id', 'issuedDate', 'total', 'balance', 'client', 'dueDate'] as const;
export type InvoiceSortColumn = (typeof invoiceSortColumns)[number];

/** Sort directions of the invoices list (asc when a column is given without one). */
export const invoiceSortOrders = ['asc', 'desc'] as const;
export type InvoiceSortOrder = (typeof invoiceSortOrders)[number];

/** GET /apps/invoice/invoices query; every field optional (perPage 10, page 1, newest id first). */
export interface InvoiceListQuery {
  /** Case-insensitive substring of the client's companyEmail or name. */
  q?: string;
  perPage?: number;
  page?: number;
  status?: InvoiceStatus;
  sortColumn?: InvoiceSortColumn;
  sort?: InvoiceSortOrder;
  /** 'false' leaves `allData` out (a project addition: it is every invoice, heavy at volume). */
  includeAll?: 'false';
}

/**
 * Whether an invoice is in the list GET /apps/invoice/invoices gives for `q` and `status` (and in
 * its summary): the status, and `q` trimmed, case-insensitive, in the client's name or email.
 */
export function invoiceMatchesFilters(invoice: Invoice, { q, status }: Pick<InvoiceListQuery, 'q' | 'status'>): boolean {
  const needle = q?.trim().toLowerCase() ?? '';
  if (status && invoice.invoiceStatus !== status) return false;
  return !needle || invoice.client.companyEmail.toLowerCase().includes(needle) || invoice.client.name.toLowerCase().includes(needle);
}

/** GET /apps/invoice/invoices answer. */
export interface InvoiceListResponse {
  /** Every invoice, unfiltered (as the template answered); absent with includeAll=false. */
  allData?: Invoice[];
  /** The requested page after filters. */
  invoices: Invoice[];
  /** Count after filters. */
  total: number;
}

/** GET /api/invoice/invoices/{id} answer. */
export interface InvoiceDetailResponse {
  invoice: Invoice;
  paymentDetails: InvoicePaymentDetails;
}

/** DELETE /apps/invoice/delete answer: the removed invoice. */
export interface InvoiceResponse {
  invoice: Invoice;
}

/** GET /api/invoice/clients answer: at most 5 clients (spec §9). */
export type InvoiceClientsResponse = InvoiceClient[];

// ---- Money: integer cents everywhere a sum is made (no float drift) ----

/** Decimal money text as typed ('12', '12.5', '1,250.75'): at most two decimals, not negative. */
export const moneyInputPattern = /^\d{1,3}(?:,?\d{3})*(?:\.\d{1,2})?$/;

/**
 * The largest amount an invoice takes, in cents ($1,000,000,000.00): every typed amount and the
 * invoice's total. Sums of such amounts, and tax (cents × basis points), stay exact integers in a
 * JavaScript number (below 2^53), so nothing is ever rounded away (docs/api/invoices.md).
 */
export const maxAmountCents = 100_000_000_000;

/**
 * Cents of decimal money text ('12.5' → 1250), or null when it is not money or too large to be
 * held exactly (beyond 2^53 cents a cent would be lost). Never a float sum, never a changed amount.
 */
export function parseCents(input: string): number | null {
  const trimmed = input.trim();
  if (!moneyInputPattern.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.replace(/,/g, '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Money text that is not above `maxAmountCents` (text that is not money is left to the money check). */
export function isWithinMaxAmount(input: string): boolean {
  if (!moneyInputPattern.test(input.trim())) return true;
  const cents = parseCents(input);
  return cents !== null && cents <= maxAmountCents;
}

/** Cents as decimal text, the cents only when there are any (425000 → '4250', 123450 → '1234.50'). */
export function centsToDecimal(cents: number): string {
  const rest = cents % 100;
  return rest === 0 ? String(cents / 100) : centsToInput(cents);
}

/** Cents as the entity's money text: '$3,900', '$724.50'. */
export function centsToMoneyText(cents: number): string {
  return `$${centsToDecimal(cents).replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ','))}`;
}

/** Cents of the entity's money text ('$724.50' → 72450); the number 0 (nothing owed), or text that is not money, is 0. */
export function moneyTextToCents(money: string | number): number {
  return typeof money === 'number' ? dollarsToCents(money) : (parseCents(money.replace(/^\$/, '')) ?? 0);
}

/** Cents of an entity's dollars (1234.56 → 123456: rounding only undoes the binary fraction). */
export function dollarsToCents(amount: number): number {
  return Math.round(amount * 100);
}

/** The entity's dollars of integer cents (123456 → 1234.56, which String() writes back exactly). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Cents as plain decimal text for a form field (1250 → '12.50'). */
export function centsToInput(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A tax rate as typed ('8.5') in basis points (850), or null outside 0–100 with ≤ 2 decimals. */
export function parseRate(input: string): number | null {
  const trimmed = input.trim();
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const points = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return points <= 10_000 ? points : null;
}

export interface InvoiceAmounts {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

/** Subtotal (cost × qty per line), discount, tax on what is left (rounded half up), total. */
export function invoiceAmounts(items: readonly { costCents: number; qty: number }[], discountCents: number, taxRatePoints: number): InvoiceAmounts {
  const subtotalCents = items.reduce((sum, item) => sum + item.costCents * item.qty, 0);
  const discount = Math.min(discountCents, subtotalCents);
  const taxCents = Math.round(((subtotalCents - discount) * taxRatePoints) / 10_000);
  return { subtotalCents, discountCents: discount, taxCents, totalCents: subtotalCents - discount + taxCents };
}

// ---- Dates: the entity writes '05 Nov 2026', forms and request bodies YYYY-MM-DD ----

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '2026-11-05' → '05 Nov 2026'. */
export function isoToInvoiceDate(iso: string): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  return `${day} ${monthNames[Number(month) - 1] ?? ''} ${year}`;
}

/** '05 Nov 2026' → '2026-11-05' ('' when it cannot be read). */
export function invoiceDateToIso(text: string): string {
  const [day = '', month = '', year = ''] = text.split(' ');
  const index = monthNames.indexOf(month as (typeof monthNames)[number]);
  return index < 0 ? '' : `${year}-${String(index + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

// ---- Request bodies of the project's additions (docs/api/invoices.md) ----

const required = () => requiredText('invoices.errors.required');
// Limits of what a form sends (the stored entity keeps none, so saved invoices always read back).
// A name, a company, a service: one line. The note and the terms wrap on the PDF; a line item's
// description is its table cell, which wraps too.
const requiredLine = () => v.pipe(required(), atMost('line'));
const moneyInput = /* @__PURE__ */ define(() =>
  v.pipe(v.string('invoices.errors.money'), v.trim(), v.regex(moneyInputPattern, 'invoices.errors.money'), v.check(isWithinMaxAmount, 'invoices.errors.amountTooLarge')),
);
const formDate = /* @__PURE__ */ define(() => isoDay('invoices.errors.date'));

/** A client as an invoice form sends it: every field required and at most a line, the email an address. */
export const InvoiceClientInputSchema = /* @__PURE__ */ define(() =>
  fields({
    name: requiredLine(),
    company: requiredLine(),
    companyEmail: v.pipe(required(), v.regex(emailPattern, 'invoices.errors.email'), atMost('line')),
    address: requiredLine(),
    country: requiredLine(),
    // The console's one phone rule (schema-kit): 7 to 15 digits, as users and addresses have it.
    // Spaces and dots between them are free, so the line limit still applies.
    contact: v.pipe(required(), v.check(isPhoneNumber, 'invoices.errors.phone'), atMost('line')),
  }),
);

/** One line: what (at most a paragraph), unit cost (money text) and quantity (whole number text from 1). */
export const InvoiceItemInputSchema = /* @__PURE__ */ define(() =>
  fields({
    description: v.pipe(required(), atMost('paragraph')),
    cost: moneyInput,
    qty: v.pipe(v.string('invoices.errors.qty'), v.trim(), v.regex(/^[1-9]\d{0,5}$/, 'invoices.errors.qty')),
  }),
);
export type InvoiceItemInput = v.InferOutput<typeof InvoiceItemInputSchema>;

/** POST /api/invoice/invoices and PUT /api/invoice/invoices/{id} body. */
export const InvoiceInputSchema = /* @__PURE__ */ define(() =>
  v.pipe(
    fields({
      client: InvoiceClientInputSchema,
      service: requiredLine(),
      salesperson: requiredLine(),
      issuedDate: formDate,
      dueDate: formDate,
      items: v.pipe(listOf(InvoiceItemInputSchema, 'invoices.errors.items'), v.minLength(1, 'invoices.errors.items')),
      discount: moneyInput,
      taxRate: v.pipe(v.string('invoices.errors.taxRate'), v.check((rate) => parseRate(rate) !== null, 'invoices.errors.taxRate')),
      note: v.pipe(text(), atMost('paragraph')),
      paymentTerms: v.pipe(text(), atMost('paragraph')),
    }),
    // ISO days compare as text; both must be dates first (valibot skips this when they are not).
    v.forward(
      v.partialCheck([['issuedDate'], ['dueDate']], (input) => input.dueDate >= input.issuedDate, 'invoices.errors.dueBeforeIssued'),
      ['dueDate'],
    ),
    // Lines can add up past any one amount (a unit cost × 999,999): the total has the same ceiling,
    // said at the lines, so no sum loses a cent. Only once every amount reads (each says its own problem).
    v.forward(
      v.partialCheck([['items'], ['discount'], ['taxRate']], (input) => !amountsRead(input) || inputTotalCents(input) <= maxAmountCents, 'invoices.errors.totalTooLarge'),
      ['items'],
    ),
    v.forward(
      v.partialCheck(
        [['items'], ['discount']],
        // Only once every line's amount reads: a line still wrong says so itself.
        (input) => input.items.some((item) => parseCents(item.cost) === null) || (parseCents(input.discount) ?? 0) <= invoiceAmounts(itemCents(input.items), 0, 0).subtotalCents,
        'invoices.errors.discountTooHigh',
      ),
      ['discount'],
    ),
  ),
);
export type InvoiceInput = v.InferOutput<typeof InvoiceInputSchema>;

const isText = (value: unknown): value is string => typeof value === 'string';
/** Money text its field takes: money, and not above the ceiling. */
const isAmount = (value: unknown): value is string => isText(value) && parseCents(value) !== null && isWithinMaxAmount(value);

/** Every amount of a body reads: each line's cost and quantity, the discount and the tax rate (any shape an API call sends). */
function amountsRead({ items, discount, taxRate }: { items: unknown; discount: unknown; taxRate: unknown }): boolean {
  const lineReads = (line: unknown) => {
    const { cost, qty } = (typeof line === 'object' && line !== null ? line : {}) as { cost?: unknown; qty?: unknown };
    return isAmount(cost) && isText(qty) && /^[1-9]\d{0,5}$/.test(qty.trim());
  };
  return Array.isArray(items) && items.every(lineReads) && isAmount(discount) && isText(taxRate) && parseRate(taxRate) !== null;
}

/** The total a body describes, in cents (lines not valid yet count as 0). */
export function inputTotalCents(input: { items: readonly { cost: string; qty: string }[]; discount: string; taxRate: string }): number {
  return invoiceAmounts(itemCents(input.items), parseCents(input.discount) ?? 0, parseRate(input.taxRate) ?? 0).totalCents;
}

/**
 * An update's body when `paidCents` were already received: the new total may not go below them,
 * so money received is never silently dropped. Said at the line items, which set the total.
 */
export function invoiceUpdateSchema(paidCents: number) {
  return v.pipe(
    InvoiceInputSchema,
    v.forward(
      // Only once the lines, discount and rate read (valibot runs this even with a line in error): each says its own problem first.
      v.partialCheck([['items'], ['discount'], ['taxRate']], (input) => !amountsRead(input) || inputTotalCents(input) >= paidCents, 'invoices.errors.totalBelowPaid'),
      ['items'],
    ),
  );
}

/** The refusal code of an update whose total is below what was paid; `params.paidCents` says how much. */
export const totalBelowPaidCode = 'total-below-paid';

/** Form lines in cents (lines that are not valid yet count as 0). */
export function itemCents(items: readonly { cost: string; qty: string }[]): { costCents: number; qty: number }[] {
  return items.map((item) => ({ costCents: parseCents(item.cost) ?? 0, qty: /^\d+$/.test(item.qty.trim()) ? Number(item.qty) : 0 }));
}

/** How a payment came in. */
export const paymentMethods = ['Bank Transfer', 'Credit Card', 'Cash', 'Cheque', 'PayPal'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** POST /api/invoice/invoices/{id}/payments body (amount ≤ balance is checked by the server). */
export const InvoicePaymentInputSchema = /* @__PURE__ */ define(() =>
  fields({
    amount: v.pipe(moneyInput, v.check((amount) => (parseCents(amount) ?? 0) > 0, 'invoices.errors.amountPositive')),
    date: formDate,
    method: requiredChoice(paymentMethods, 'invoices.errors.method', 'invoices.errors.method'),
    note: v.pipe(text(), atMost('paragraph')),
  }),
);
export type InvoicePaymentInput = v.InferOutput<typeof InvoicePaymentInputSchema>;

/** POST /api/invoice/invoices/{id}/send body. */
export const InvoiceSendInputSchema = /* @__PURE__ */ define(() =>
  fields({
    // A mail's subject is a line and its text a long text, as the email app's compose form.
    from: v.pipe(required(), v.regex(emailPattern, 'invoices.errors.email'), atMost('line')),
    to: v.pipe(required(), v.regex(emailPattern, 'invoices.errors.email'), atMost('line')),
    subject: requiredLine(),
    message: v.pipe(required(), atMost('long')),
    attachPdf: v.boolean('common.errors.invalid'),
  }),
);
export type InvoiceSendInput = v.InferOutput<typeof InvoiceSendInputSchema>;

/** One line as stored. */
export interface InvoiceLine {
  description: string;
  costCents: number;
  qty: number;
}

/** One payment as recorded. */
export interface InvoicePayment {
  amountCents: number;
  date: string;
  method: PaymentMethod;
  note: string;
}

/** One sending as recorded. */
export interface InvoiceSending {
  from: string;
  to: string;
  subject: string;
  attachPdf: boolean;
  /** ISO time. */
  sentAt: string;
}

/**
 * The invoice's document (a project addition beside the spec's entity, whose total and balance
 * carry the same cents as dollars and money text): every amount in integer cents, dates YYYY-MM-DD.
 */
export interface InvoiceDocument extends InvoiceAmounts {
  service: string;
  salesperson: string;
  issuedDate: string;
  dueDate: string;
  items: InvoiceLine[];
  taxRatePoints: number;
  note: string;
  paymentTerms: string;
  balanceCents: number;
  payments: InvoicePayment[];
  sendings: InvoiceSending[];
}

/** What was received on an invoice: its total less what is still owed. */
export function paidCentsOf(document: Pick<InvoiceDocument, 'totalCents' | 'balanceCents'>): number {
  return document.totalCents - document.balanceCents;
}

/** GET/POST/PUT answers of the additions: the spec's detail answer plus the document. */
export interface InvoiceFullResponse extends InvoiceDetailResponse {
  document: InvoiceDocument;
}

/** GET /api/invoice/invoices/summary answer: the filtered set's count and sums in cents. */
export interface InvoiceSummaryResponse {
  count: number;
  totalCents: number;
  balanceCents: number;
}

/** The invoices domain's query keys (queryKeys.invoices). */
export const invoiceQueryKeys = {
  all: ['invoices'] as const,
  list: (query: InvoiceListQuery) => ['invoices', 'list', query] as const,
  summary: (query: Pick<InvoiceListQuery, 'q' | 'status'>) => ['invoices', 'summary', query] as const,
  detail: (id: number) => ['invoices', 'detail', id] as const,
  clients: ['invoices', 'clients'] as const,
};

