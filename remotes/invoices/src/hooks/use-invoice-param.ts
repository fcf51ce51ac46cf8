import { useParams } from '@console/router';
import { isNotFound } from '@console/auth';
import { isInvoiceId, useInvoice } from './use-invoice';

/**
 * The invoice of the route's `:id`; `missing` when the id cannot be an invoice's (not a number, or
 * 0: the query never runs for it, so waiting would spin for ever) or the server says 404.
 */
export function useInvoiceParam() {
  const { id = '' } = useParams();
  const numeric = /^\d+$/.test(id) ? Number(id) : NaN;
  const query = useInvoice(numeric);
  const missing = !isInvoiceId(numeric) || isNotFound(query.error);
  return { id, numeric, query, missing };
}
