import type { Response, Server } from 'miragejs';
import type { ApiErrorBody } from '@console/contracts';
import { messagesEn } from '@console/contracts/src/messages';
import {
  InvoiceInputSchema,
  InvoicePaymentInputSchema,
  InvoiceSendInputSchema,
  invoiceUpdateSchema,
  paidCentsOf,
  parseCents,
  totalBelowPaidCode,
  type Invoice,
  type InvoiceDocument,
  type InvoiceFullResponse,
  type InvoiceSummaryResponse,
} from '@console/contracts/src/invoices';
import { checkBody } from '../../check';
import { apiError, json, queryParam, readJson } from '../../http';
import { documentFromInput, documentOf, highestInvoiceId, invoiceFrom, withDownload, withPayment, withSending } from './documents';
import { parseInvoiceQuery, queryInvoices } from './query';
import { paymentDetailsFor } from './seed';

interface Lookup {
  indexOf(id: string): number;
  invoiceNotFound(id: string): Response;
}

/**
 * The project's additions to spec §7 (docs/api/invoices.md): create, update, send, payments, a
 * downloaded PDF, the document of an invoice and the sums of a filtered list. Bodies are checked
 * with the contracts schemas the forms use; a 400 carries one English message per field.
 */
export function invoiceChanges(invoices: Invoice[], { indexOf, invoiceNotFound }: Lookup) {
  const documents = new Map<number, InvoiceDocument>();
  // A counter, not "largest id + 1": the number of a deleted invoice is never handed out again.
  const counter = { lastId: highestInvoiceId(invoices) };
  const documentFor = (invoice: Invoice) => documents.get(invoice.id) ?? documentOf(invoice);
  const full = (invoice: Invoice): InvoiceFullResponse => ({ invoice, paymentDetails: paymentDetailsFor(invoice), document: documentFor(invoice) });
  const store = (index: number, invoice: Invoice, document: InvoiceDocument) => {
    invoices[index] = invoice;
    documents.set(invoice.id, document);
    return full(invoice);
  };

  return {
    /** Each changed invoice's document (lines, tax, payments…): kept in the browser with the invoices. */
    documents,
    /** The last invoice number handed out: kept with the invoices so a reload does not reuse one either. */
    counter,
    forget: (id: number) => documents.delete(id),
    routes(server: Server) {
      server.get('/api/invoice/invoices/:id/document', (_schema, request) => {
        const id = String(request.params.id ?? '');
        const invoice = invoices[indexOf(id)];
        return invoice ? json(200, full(invoice)) : invoiceNotFound(id);
      });

      server.get('/apps/invoice/summary', (_schema, request) => {
        const params = parseInvoiceQuery((name) => queryParam(request, name));
        const { invoices: matches, total } = queryInvoices(invoices, { ...params, sortColumn: '', page: 1, perPage: Number.MAX_SAFE_INTEGER, includeAll: false });
        const summary: InvoiceSummaryResponse = { count: total, totalCents: 0, balanceCents: 0 };
        for (const invoice of matches) {
          const document = documentFor(invoice);
          summary.totalCents += document.totalCents;
          summary.balanceCents += document.balanceCents;
        }
        return json(200, summary);
      });

      server.post('/api/invoice/invoices', (_schema, request) => {
        const result = checkBody(InvoiceInputSchema, readJson(request), 'invoice');
        if (!result.ok) return apiError(400, 'The invoice is not valid.', result.errors);
        // Never below an id in the list, whatever was restored: the new one is the largest, so
        // pushing keeps the store in id order.
        counter.lastId = Math.max(counter.lastId, highestInvoiceId(invoices)) + 1;
        const id = counter.lastId;
        const document = documentFromInput(result.value);
        return json(201, store(invoices.length, invoiceFrom(id, '', result.value, document, 'Draft'), document));
      });

      server.put('/api/invoice/invoices/:id', (_schema, request) => {
        const id = String(request.params.id ?? '');
        const index = indexOf(id);
        const current = invoices[index];
        if (!current) return invoiceNotFound(id);
        const previous = documentFor(current);
        const paidCents = paidCentsOf(previous);
        // Same schema as the edit form: a total below what was paid is refused at the lines, never
        // saved with the overpayment dropped. The code and figure let a client say it with the amount.
        const result = checkBody(invoiceUpdateSchema(paidCents), readJson(request), 'invoice');
        if (!result.ok) {
          const belowPaid = result.errors.items === messagesEn['invoices.errors.totalBelowPaid'];
          const body: ApiErrorBody = { message: 'The invoice is not valid.', errors: result.errors, ...(belowPaid && { code: totalBelowPaidCode, params: { paidCents } }) };
          return json(400, body);
        }
        const document = documentFromInput(result.value, previous);
        return json(200, store(index, invoiceFrom(current.id, current.avatar, result.value, document, current.invoiceStatus), document));
      });

      server.post('/api/invoice/invoices/:id/send', (_schema, request) => {
        const id = String(request.params.id ?? '');
        const index = indexOf(id);
        const current = invoices[index];
        if (!current) return invoiceNotFound(id);
        const result = checkBody(InvoiceSendInputSchema, readJson(request), 'sending');
        if (!result.ok) return apiError(400, 'The message is not valid.', result.errors);
        return json(200, store(index, ...withSending(current, documentFor(current), result.value, new Date())));
      });

      // A POST to a sub-path: the guard asks `update` on Invoice, so an account that may only read is refused (403).
      server.post('/api/invoice/invoices/:id/downloaded', (_schema, request) => {
        const id = String(request.params.id ?? '');
        const index = indexOf(id);
        const current = invoices[index];
        if (!current) return invoiceNotFound(id);
        const next = withDownload(current);
        return json(200, next === current ? full(current) : store(index, next, documentFor(current)));
      });

      server.post('/api/invoice/invoices/:id/payments', (_schema, request) => {
        const id = String(request.params.id ?? '');
        const index = indexOf(id);
        const current = invoices[index];
        if (!current) return invoiceNotFound(id);
        const result = checkBody(InvoicePaymentInputSchema, readJson(request), 'payment');
        if (!result.ok) return apiError(400, 'The payment is not valid.', result.errors);
        const document = documentFor(current);
        if (document.balanceCents === 0) return apiError(400, 'The payment is not valid.', { amount: messagesEn['invoices.errors.alreadyPaid'] });
        if ((parseCents(result.value.amount) ?? 0) > document.balanceCents) {
          return apiError(400, 'The payment is not valid.', { amount: messagesEn['invoices.errors.amountTooHigh'] });
        }
        return json(200, store(index, ...withPayment(current, document, result.value)));
      });
    },
  };
}
