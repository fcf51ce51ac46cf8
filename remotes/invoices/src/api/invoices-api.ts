import { apiRequest } from '@console/auth';
import type {
  Invoice,
  InvoiceClientsResponse,
  InvoiceFullResponse,
  InvoiceInput,
  InvoiceListQuery,
  InvoiceListResponse,
  InvoicePaymentInput,
  InvoiceResponse,
  InvoiceSendInput,
  InvoiceSummaryResponse,
} from '@console/contracts';

/** One page of invoices (without the spec's heavy `allData`). */
export function fetchInvoices(query: InvoiceListQuery, signal?: AbortSignal): Promise<InvoiceListResponse> {
  return apiRequest<InvoiceListResponse>('/apps/invoice/invoices', { query: { ...query, includeAll: 'false' }, signal });
}

/** Count and sums (cents) of every invoice matching the search and status. */
export function fetchSummary(query: Pick<InvoiceListQuery, 'q' | 'status'>, signal?: AbortSignal): Promise<InvoiceSummaryResponse> {
  return apiRequest<InvoiceSummaryResponse>('/apps/invoice/summary', { query: { ...query }, signal });
}

/** The invoice, its payment details and its document (lines, amounts in cents, payments). */
export function fetchInvoice(id: number, signal?: AbortSignal): Promise<InvoiceFullResponse> {
  return apiRequest<InvoiceFullResponse>(`/api/invoice/invoices/${id}/document`, { signal });
}

export function fetchClients(signal?: AbortSignal): Promise<InvoiceClientsResponse> {
  return apiRequest<InvoiceClientsResponse>('/api/invoice/clients', { signal });
}

export function createInvoice(input: InvoiceInput): Promise<InvoiceFullResponse> {
  return apiRequest<InvoiceFullResponse>('/api/invoice/invoices', { method: 'POST', body: input });
}

export function updateInvoice(id: number, input: InvoiceInput): Promise<InvoiceFullResponse> {
  return apiRequest<InvoiceFullResponse>(`/api/invoice/invoices/${id}`, { method: 'PUT', body: input });
}

export function sendInvoice(id: number, input: InvoiceSendInput): Promise<InvoiceFullResponse> {
  return apiRequest<InvoiceFullResponse>(`/api/invoice/invoices/${id}/send`, { method: 'POST', body: input });
}

export function addPayment(id: number, input: InvoicePaymentInput): Promise<InvoiceFullResponse> {
  return apiRequest<InvoiceFullResponse>(`/api/invoice/invoices/${id}/payments`, { method: 'POST', body: input });
}

/** Records that the invoice's PDF was downloaded: a Draft becomes Downloaded, any other status stays. */
export function markDownloaded(id: number): Promise<InvoiceFullResponse> {
  return apiRequest<InvoiceFullResponse>(`/api/invoice/invoices/${id}/downloaded`, { method: 'POST' });
}

export async function deleteInvoice(id: number): Promise<Invoice> {
  return (await apiRequest<InvoiceResponse>('/apps/invoice/delete', { method: 'DELETE', query: { id } })).invoice;
}

/** Every invoice matching the list's search, status and sort (all pages). */
export async function fetchAllMatching(query: InvoiceListQuery): Promise<Invoice[]> {
  const { page: _page, perPage: _perPage, ...filters } = query;
  const { total } = await fetchInvoices({ ...filters, perPage: 1 });
  if (total === 0) return [];
  return (await fetchInvoices({ ...filters, perPage: total, page: 1 })).invoices;
}
