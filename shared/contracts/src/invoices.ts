/** Spec §4 invoice statuses. */
export const invoiceStatuses = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Spec §3 Invoice client. */
export interface InvoiceClient {
  address: string;
  company: string;
  companyEmail: string;
  country: string;
  contact: string;
  name: string;
}

/** Spec §3 Invoice. */
export interface Invoice {
  id: number;
  /** Text like '13 Dec 2019'. */
  issuedDate: string;
  client: InvoiceClient;
  service: string;
  /** Whole amount in dollars. */
  total: number;
  /** An image path, or '' so the UI shows the client's initials. */
  avatar: string;
  invoiceStatus: InvoiceStatus;
  /** Outstanding amount as money text like '$724', or the number 0 when nothing is owed. */
  balance: string | 0;
  /** Same text format as issuedDate. */
  dueDate: string;
}

/** Spec §3 payment details shown with an invoice. */
export interface InvoicePaymentDetails {
  /** Money text, e.g. '$1,250'. */
  totalDue: string;
  bankName: string;
  country: string;
  iban: string;
  swiftCode: string;
}

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
