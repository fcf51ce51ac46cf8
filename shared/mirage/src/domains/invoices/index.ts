import type { InvoiceClient, InvoiceDetailResponse, InvoiceResponse } from '@console/contracts';
import type { MockDomain } from '../../mock-domain';
import type { SeedOptions } from '../../seed-options';
import { apiError, json, queryParam } from '../../http';
import { parseInvoiceQuery, queryInvoices } from './query';
import { paymentDetailsFor, seedInvoices } from './seed';
import { invoiceChanges } from './changes';
import { migrateInvoices } from './documents';

export { seedInvoices, paymentDetailsFor } from './seed';

/** Spec §9: the clients list is capped at 5. */
const clientLimit = 5;

/** Spec §7 Invoices calls, over an in-memory list kept in id order, plus the project's changes (changes.ts). */
export function invoicesDomain({ scale }: SeedOptions = {}): MockDomain {
  const invoices = seedInvoices(scale);
  const indexOf = (id: string) => (id === '' ? -1 : invoices.findIndex((invoice) => invoice.id === Number(id)));
  const invoiceNotFound = (id: string) => apiError(404, id === '' ? 'An invoice id is required.' : `Invoice ${id} was not found.`);
  const changes = invoiceChanges(invoices, { indexOf, invoiceNotFound });

  return {
    name: 'invoices',
    // Version 2 keeps the documents too: a version 1 record has invoices whose documents were
    // lost (a balance without its payments), so it reseeds rather than migrates. Version 3
    // writes cents in the entity's total and balance: a version 2 record takes them from its documents.
    // Version 4 counts invoice numbers: an older record starts the count at its largest id.
    persist: { version: 4, state: { invoices, documents: changes.documents, counter: changes.counter }, migrate: migrateInvoices },
    routes(server) {
      server.get('/apps/invoice/invoices', (_schema, request) =>
        json(200, queryInvoices(invoices, parseInvoiceQuery((name) => queryParam(request, name)))),
      );

      server.get('/api/invoice/invoices/:id', (_schema, request) => {
        const id = String(request.params.id ?? '');
        const invoice = invoices[indexOf(id)];
        if (!invoice) return invoiceNotFound(id);
        return json(200, { invoice, paymentDetails: paymentDetailsFor(invoice) } satisfies InvoiceDetailResponse);
      });

      server.delete('/apps/invoice/delete', (_schema, request) => {
        const id = queryParam(request, 'id');
        const index = indexOf(id);
        const [invoice] = index < 0 ? [] : invoices.splice(index, 1);
        if (invoice) changes.forget(invoice.id);
        return invoice ? json(200, { invoice } satisfies InvoiceResponse) : invoiceNotFound(id);
      });

      server.get('/api/invoice/clients', () => {
        // The first clients of the invoice list (id order), each company once, so a picker has no repeats.
        const clients = new Map<string, InvoiceClient>();
        for (const invoice of invoices) {
          if (clients.size === clientLimit) break;
          if (!clients.has(invoice.client.companyEmail)) clients.set(invoice.client.companyEmail, invoice.client);
        }
        return json(200, [...clients.values()]);
      });

      changes.routes(server);
    },
  };
}
