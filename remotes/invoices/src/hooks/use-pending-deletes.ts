import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { queryKeys, type Invoice } from '@console/contracts';
import { useFailureReason, useFormat, usePendingRemovals } from '@console/ui';
import { deleteInvoice } from '../api/invoices-api';
import { useInvoicesT } from '../i18n/use-invoices-t';

/**
 * Delete with Undo, one or many at once (`usePendingRemovals`): the rows go at once and Undo
 * restores them with nothing sent; each refused delete is said with its invoice's number.
 */
export function usePendingDeletes() {
  const client = useQueryClient();
  const t = useInvoicesT();
  const reasonOf = useFailureReason();
  const { number } = useFormat();
  const removals = usePendingRemovals<Invoice>();
  const { remove: removeLater } = removals;

  const remove = useCallback(
    (invoices: readonly Invoice[]) => {
      const [first] = invoices;
      removeLater(invoices, {
        message: invoices.length === 1 && first ? t('remove.done', { id: first.id }) : t('remove.doneMany', { count: invoices.length, shown: number(invoices.length) }),
        undoLabel: t('remove.undo'),
        commit: async () => {
          const results = await Promise.allSettled(invoices.map((invoice) => deleteInvoice(invoice.id)));
          results.forEach((result, index) => {
            if (result.status === 'rejected') {
              toast.error(t('remove.failed', { id: invoices[index]?.id ?? 0, reason: reasonOf(result.reason) }).trim());
            }
          });
          await client.invalidateQueries({ queryKey: queryKeys.invoices.all });
        },
      });
    },
    [client, removeLater, t, reasonOf, number],
  );

  return { hidden: removals.hidden, remove };
}
