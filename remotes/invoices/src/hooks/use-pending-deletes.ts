import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { queryKeys, type Invoice } from '@console/contracts';
import { showUndoToast, type PendingUndo } from '@console/ui';
import { deleteInvoice } from '../api/invoices-api';
import { useInvoicesT } from '../i18n/use-invoices-t';

/**
 * Delete with Undo (one or many at once): the rows go at once, the server calls wait until the
 * Undo toast has timed out, so Undo restores them with nothing sent. Deletes still waiting are
 * sent when the page goes away.
 */
export function usePendingDeletes() {
  const client = useQueryClient();
  const t = useInvoicesT();
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const pending = useRef(new Set<PendingUndo>());

  const show = useCallback((ids: readonly number[]) => setHidden((current) => new Set([...current].filter((id) => !ids.includes(id)))), []);

  const remove = useCallback(
    (invoices: readonly Invoice[]) => {
      const ids = invoices.map((invoice) => invoice.id);
      setHidden((current) => new Set([...current, ...ids]));
      const [first] = invoices;
      const undo = showUndoToast({
        message: invoices.length === 1 && first ? t('remove.done', { id: first.id }) : t('remove.doneMany', { count: invoices.length }),
        undoLabel: t('remove.undo'),
        onUndo: () => {
          pending.current.delete(undo);
          show(ids);
        },
        onCommit: () => {
          pending.current.delete(undo);
          void Promise.allSettled(ids.map((id) => deleteInvoice(id))).then(async (results) => {
            results.forEach((result, index) => {
              if (result.status === 'rejected') {
                const reason = result.reason instanceof Error ? result.reason.message : '';
                toast.error(t('remove.failed', { id: ids[index] ?? 0, reason }).trim());
              }
            });
            await client.invalidateQueries({ queryKey: queryKeys.invoices.all });
            show(ids);
          });
        },
      });
      pending.current.add(undo);
    },
    [client, show, t],
  );

  useEffect(() => {
    const flushAll = () => [...pending.current].forEach((undo) => undo.flush());
    window.addEventListener('pagehide', flushAll);
    return () => {
      window.removeEventListener('pagehide', flushAll);
      flushAll();
    };
  }, []);

  return { hidden, remove };
}
