import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listStatus, useLastPageWhenPastEnd } from '@console/ui/query';
import { invoiceMatchesFilters, queryKeys, type Invoice, type InvoiceListQuery, type InvoiceSummaryResponse } from '@console/contracts';
import { fetchInvoices, fetchSummary } from '../api/invoices-api';
import { balanceCentsOf, totalCentsOf } from './use-money';
import { usePendingDeletes } from './use-pending-deletes';
import type { SetInvoiceListState } from './use-invoice-list-state';

type Filters = Pick<InvoiceListQuery, 'q' | 'status'>;

/** The server's totals less invoices it still holds that the user has deleted (their Undo still open). */
function summaryWithout(summary: InvoiceSummaryResponse, invoices: readonly Invoice[]): InvoiceSummaryResponse {
  const sum = (cents: (invoice: Invoice) => number) => invoices.reduce((total, invoice) => total + cents(invoice), 0);
  return { count: summary.count - invoices.length, totalCents: summary.totalCents - sum(totalCentsOf), balanceCents: summary.balanceCents - sum(balanceCentsOf) };
}

/**
 * The list page's data from the console's query cache: the page of invoices, the totals of the
 * filtered set, and delete with Undo (rows waiting on their Undo left out).
 */
export function useInvoicesList(query: InvoiceListQuery, set: SetInvoiceListState) {
  const filters = useMemo<Filters>(() => ({ q: query.q, status: query.status }), [query.q, query.status]);
  // Each answer keeps the filters it was asked with: while the next filter loads, the previous
  // answer stays on screen (placeholder) and must lose the deletes *it* counted.
  const list = useQuery({
    queryKey: queryKeys.invoices.list(query),
    queryFn: async ({ signal }) => ({ filters, page: await fetchInvoices(query, signal) }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const summary = useQuery({
    queryKey: queryKeys.invoices.summary(filters),
    queryFn: async ({ signal }) => ({ filters, sums: await fetchSummary(filters, signal) }),
    placeholderData: keepPreviousData,
  });
  const { hidden, remove } = usePendingDeletes();

  const data = list.data?.page;
  const rows = useMemo(() => data?.invoices.filter((invoice) => !hidden.has(invoice.id)) ?? null, [data, hidden]);
  // Rows waiting on their Undo are still counted by the server, on whatever page they sit: the
  // count and totals leave out every one the filters take in (one they exclude was never counted).
  const deletingFrom = (answer: { filters: Filters } | undefined) => (answer ? [...hidden.values()].filter((invoice) => invoiceMatchesFilters(invoice, answer.filters)) : []);
  const deletingOnPage = rows && data ? data.invoices.length - rows.length : 0;
  const total = data ? Math.max(0, data.total - deletingFrom(list.data).length) : 0;

  const answered = list.isSuccess && !list.isPlaceholderData ? data : undefined;
  useLastPageWhenPastEnd(answered && { rows: answered.invoices.length, total: answered.total }, query, set);

  return {
    rows,
    total,
    status: listStatus(list),
    error: list.error,
    reload: () => void list.refetch(),
    summary: summary.data && summaryWithout(summary.data.sums, deletingFrom(summary.data)),
    /** Every row of the page is waiting on its Undo. */
    allDeleting: deletingOnPage > 0 && rows?.length === 0,
    summaryLoading: summary.isFetching,
    /** The totals' call failed (and is not being asked again). */
    summaryFailed: summary.isError && !summary.isFetching,
    reloadSummary: () => void summary.refetch(),
    hidden,
    remove,
  };
}
