import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { queryKeys, type Invoice } from '@console/contracts';
import { inputOf } from '../api/invoice-input';
import { createInvoice, fetchInvoice } from '../api/invoices-api';
import { useFailureReason } from '@console/ui';
import { useInvoicesT } from '../i18n/use-invoices-t';
import { useBusyIds } from './use-busy-ids';

/**
 * Duplicate: a new Draft with the same client, lines and amounts (nothing paid, nothing sent).
 * `copying` holds the invoices being copied: a second click on one makes no second copy.
 */
export function useDuplicate(onCreated: (invoice: Invoice) => void) {
  const client = useQueryClient();
  const t = useInvoicesT();
  const reasonOf = useFailureReason();
  const { busy: copying, run } = useBusyIds();
  const duplicate = (invoice: Invoice) => run(invoice.id, async () => {
    try {
      const source = await client.fetchQuery({ queryKey: queryKeys.invoices.detail(invoice.id), queryFn: ({ signal }) => fetchInvoice(invoice.id, signal) });
      const copy = await createInvoice(inputOf(source));
      await client.invalidateQueries({ queryKey: queryKeys.invoices.all });
      toast.success(t('actions.duplicated', { id: copy.invoice.id }));
      onCreated(copy.invoice);
    } catch (error) {
      toast.error(t('actions.duplicateFailed', { id: invoice.id, reason: reasonOf(error) }).trim());
    }
  });
  return { duplicate, copying };
}
