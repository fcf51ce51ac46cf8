import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listStatus, useLastPageWhenPastEnd } from '@console/ui/query';
import { queryKeys, type Invoice, type InvoiceListQuery, type InvoiceSummaryResponse } from '@console/contracts';
import { fetchInvoices, fetchSummary } from '../api/invoices-api';
import { balanceCentsOf, totalCentsOf } from './use-money';
import { usePendingDeletes } from './use-pending-deletes';
import type { SetInvoiceListState } from './use-invoice-list-state';

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
  // Rows waiting on their Undo: the counts and totals leave them out too.
  const deleting = useMemo(() => data?.invoices.filter((invoice) => hidden.has(invoice.id)) ?? [], [data, hidden]);
  const total = data ? data.total - deleting.length : 0;

  const answered = list.isSuccess && !list.isPlaceholderData ? data : undefined;
  useLastPageWhenPastEnd(answered && { rows: answered.invoices.length, total: answered.total }, query, set);

  return {
    rows,
    total,
    status: listStatus(list),
    error: list.error,
    reload: () => void list.refetch(),
    summary: summary.data && summaryWithout(summary.data, deleting),
    /** Every row of the page is waiting on its Undo. */
    allDeleting: deleting.length > 0 && rows?.length === 0,
    summaryLoading: summary.isFetching,
    /** The totals' call failed (and is not being asked again). */
    summaryFailed: summary.isError && !summary.isFetching,
    reloadSummary: () => void summary.refetch(),
    hidden,
    remove,
  };
}
