import { useParams } from '@console/router';
import { isNotFound } from '@console/auth';
import { routeId } from '@console/ui';
import { isInvoiceId, useInvoice } from './use-invoice';

/**
 * The invoice of the route's `:id`. `missing` when the id cannot be an invoice's (the kit's routeId: not a number, '007', or
 * 0: the query never runs for it, so waiting would spin for ever) or the server says 404 before
 * anything loaded. `deleted` when that 404 comes on a later reload (deleted in another tab or by
 * someone else): the page keeps what it shows, so that input typed into it is not lost.
 */
export function useInvoiceParam() {
  const { id = '' } = useParams();
  const numeric = routeId(id) ?? NaN;
  const query = useInvoice(numeric);
  const gone = isNotFound(query.error);
  const missing = !isInvoiceId(numeric) || (gone && !query.data);
  const deleted = gone && Boolean(query.data);
  return { id, numeric, query, missing, deleted };
}
