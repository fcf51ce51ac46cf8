import { useParams } from '@console/router';
import { isNotFound } from '@console/auth';
import { useInvoice } from './use-invoice';

/** The invoice of the route's `:id`; `missing` when the id is not a number or the server says 404. */
export function useInvoiceParam() {
  const { id = '' } = useParams();
  const numeric = /^\d+$/.test(id) ? Number(id) : NaN;
  const query = useInvoice(numeric);
  const missing = Number.isNaN(numeric) || isNotFound(query.error);
  return { id, numeric, query, missing };
}
