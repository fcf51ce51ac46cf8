import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type InvoiceFullResponse } from '@console/contracts';
import { fetchInvoice } from '../api/invoices-api';

/** Whether `id` can name an invoice (ids start at 1): only then is it asked for. */
export const isInvoiceId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** One invoice with its document, from the console's cache. */
export function useInvoice(id: number) {
  return useQuery({ queryKey: queryKeys.invoices.detail(id), queryFn: ({ signal }) => fetchInvoice(id, signal), enabled: isInvoiceId(id) });
}

/** After a change: the changed invoice shows at once, and every invoices list and sum refetches. */
export function useInvoiceSaved() {
  const client = useQueryClient();
  return async (saved: InvoiceFullResponse) => {
    client.setQueryData(queryKeys.invoices.detail(saved.invoice.id), saved);
    await client.invalidateQueries({ queryKey: queryKeys.invoices.all, predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== saved.invoice.id });
  };
}
