import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listStatus, useLastPageWhenPastEnd } from '@console/ui/query';
import { queryKeys, type InvoiceListQuery } from '@console/contracts';
import { fetchInvoices, fetchSummary } from '../api/invoices-api';
import { usePendingDeletes } from './use-pending-deletes';
import type { SetInvoiceListState } from './use-invoice-list-state';

/**
 * The list page's data from the console's query cache: the page of invoices, the totals of the
 * filtered set, and delete with Undo (rows waiting on their Undo left out).
 */
export function useInvoicesList(query: InvoiceListQuery, set: SetInvoiceListState) {
  const list = useQuery({
    queryKey: queryKeys.invoices.list(query),
    queryFn: ({ signal }) => fetchInvoices(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const filters = useMemo(() => ({ q: query.q, status: query.status }), [query.q, query.status]);
  const summary = useQuery({ queryKey: queryKeys.invoices.summary(filters), queryFn: ({ signal }) => fetchSummary(filters, signal), placeholderData: keepPreviousData });
  const { hidden, remove } = usePendingDeletes();

  const data = list.data;
  const rows = useMemo(() => data?.invoices.filter((invoice) => !hidden.has(invoice.id)) ?? null, [data, hidden]);
  const total = data && rows ? data.total - (data.invoices.length - rows.length) : 0;

  const answered = list.isSuccess && !list.isPlaceholderData ? data : undefined;
  useLastPageWhenPastEnd(answered && { rows: answered.invoices.length, total: answered.total }, query, set);

  return {
    rows,
    total,
    status: listStatus(list),
    error: list.error?.message,
    reload: () => void list.refetch(),
    summary: summary.data,
    summaryLoading: summary.isFetching,
    hidden,
    remove,
  };
}
