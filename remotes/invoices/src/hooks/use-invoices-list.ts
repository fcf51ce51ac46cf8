import { useEffect, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

  // A page past the end (an old link, or the last rows deleted): go to the last page.
  const { page = 1, perPage = 10 } = query;
  const answered = list.isSuccess && !list.isPlaceholderData ? data : undefined;
  const lastPage = answered && answered.invoices.length === 0 && answered.total > 0 && page > 1 ? Math.ceil(answered.total / perPage) : null;
  useEffect(() => {
    if (lastPage !== null) set({ page: lastPage }, { replace: true });
  }, [lastPage, set]);

  return {
    rows,
    total,
    status: list.isFetching ? ('loading' as const) : list.isError ? ('error' as const) : list.isPending ? ('loading' as const) : ('ready' as const),
    error: list.error?.message,
    reload: () => void list.refetch(),
    summary: summary.data,
    summaryLoading: summary.isFetching,
    hidden,
    remove,
  };
}
