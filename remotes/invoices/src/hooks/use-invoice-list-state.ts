import { useMemo } from 'react';
import { invoiceSortColumns, invoiceSortOrders, invoiceStatuses, type InvoiceListQuery } from '@console/contracts';
import { urlParam, useUrlState, type SetUrlState, type UrlValues } from '@console/ui';

/** Spec §9: 10 invoices a page by default. */
export const pageSizes = [10, 25, 50] as const;

/** The list's state as URL parameters, named as the list call names them. No sort = newest first. */
export const invoiceListParams = {
  q: urlParam.text(),
  status: urlParam.oneOf(invoiceStatuses),
  sortColumn: urlParam.oneOf(invoiceSortColumns),
  sort: urlParam.oneOf(invoiceSortOrders, 'asc'),
  page: urlParam.int(1),
  perPage: urlParam.intOneOf(pageSizes, pageSizes[0]),
};

export type SetInvoiceListState = SetUrlState<typeof invoiceListParams>;
export type InvoiceListValues = UrlValues<typeof invoiceListParams>;

/** The list call for the URL's state: a reload, Back or a shared link shows the same list. */
export function useInvoiceListState(): { values: InvoiceListValues; query: InvoiceListQuery; set: SetInvoiceListState } {
  const [values, set] = useUrlState(invoiceListParams, { pageKey: 'page' });
  const query = useMemo<InvoiceListQuery>(() => {
    const { q, status, sortColumn, sort, page, perPage } = values;
    return { q: q.trim() || undefined, status: status || undefined, sortColumn: sortColumn || undefined, sort: sortColumn ? sort : undefined, page, perPage };
  }, [values]);
  return { values, query, set };
}
