import * as v from 'valibot';
import { choice, define, emailPattern, fields, pathOrEmpty, recordId, requiredText, text, wholeNumber } from './schema-kit';

/** Spec §4 invoice statuses. */
export const invoiceStatuses = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Invoice dates as text: day, month, year ('13 Dec 2019'). */
export const invoiceDatePattern = /^\d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;

/** Money as text: whole dollars, thousands grouped ('$1,250'). */
export const moneyTextPattern = /^\$\d{1,3}(?:,\d{3})*$/;

const moneyText = /* @__PURE__ */ define(() => v.pipe(text(), v.regex(moneyTextPattern, 'common.errors.invalid')));
const invoiceDate = /* @__PURE__ */ define(() => v.pipe(text(), v.regex(invoiceDatePattern, 'common.errors.invalid')));

/** Spec §3 Invoice client. */
export const InvoiceClientSchema = /* @__PURE__ */ define(() =>
  fields({
    address: requiredText(),
    company: requiredText(),
    companyEmail: v.pipe(requiredText(), v.regex(emailPattern, 'common.errors.invalid')),
    country: requiredText(),
    contact: requiredText(),
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
    /** Whole amount in dollars. */
    total: wholeNumber(),
    /** An image path, or '' so the UI shows the client's initials. */
    avatar: pathOrEmpty(),
    invoiceStatus: choice(invoiceStatuses),
    /** Outstanding amount as money text like '$724', or the number 0 when nothing is owed. */
    balance: v.union([v.literal(0, 'common.errors.invalid'), moneyText], 'common.errors.invalid'),
    /** Same text format as issuedDate. */
    dueDate: invoiceDate,
  }),
);
export type Invoice = v.InferOutput<typeof InvoiceSchema>;

/** Spec §3 payment details shown with an invoice. */
export const InvoicePaymentDetailsSchema = /* @__PURE__ */ define(() =>
  fields({
    /** Money text, e.g. '$1,250'. */
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

/** English text of each invoices message key (`invoices.errors.*`; the spec gives none). */
export const invoicesMessagesEn = /* @__PURE__ */ define(() => ({} satisfies Record<`invoices.errors.${string}`, string>));

/** The invoices domain's query keys (queryKeys.invoices). */
export const invoiceQueryKeys = {
  all: ['invoices'] as const,
};
