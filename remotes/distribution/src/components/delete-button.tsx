import { useRef, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@console/ui';
import { useErrorText } from '../i18n/error-text';
import { useDistributionT } from '../i18n/use-distribution-t';

/** A row's delete button: it only asks; the list's one dialog (useRowDelete) confirms. */
export function DeleteButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button type="button" className="btn btn-sm btn-outline-danger" aria-label={label} title={label} onClick={onClick}>
      <Trash2 size={14} aria-hidden="true" />
    </button>
  );
}

interface RowDeleteOptions<Row> {
  /** Deletes the row on the server and refreshes what lists it. */
  onDelete(row: Row): Promise<void>;
  /** Where the focus goes once the dialog has gone after a delete (the list's heading). */
  focusAfter(): void;
}

/**
 * Deleting a list's rows: one dialog for the list, not one per row, so that it outlives the row.
 * A confirmed row is hidden at once (so its button, which the dialog would give the focus back to,
 * is gone by the time the dialog has closed) and the focus moves to `focusAfter` instead of the
 * page body. A failed delete brings the row back and says why in the console's language.
 */
export function useRowDelete<Row extends { id: number; name: string }>({ onDelete, focusAfter }: RowDeleteOptions<Row>): { ask(row: Row): void; hidden: ReadonlySet<number>; dialog: ReactNode } {
  const t = useDistributionT();
  const errorText = useErrorText();
  const [row, setRow] = useState<Row | null>(null);
  const [show, setShow] = useState(false);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const confirmed = useRef(false);
  const unhide = (id: number) =>
    setHidden((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  const confirm = () => {
    if (!row) return;
    confirmed.current = true;
    setShow(false);
    setHidden((current) => new Set(current).add(row.id));
    // Unhidden once done either way: after a delete the refreshed list no longer holds the row (and a new record may reuse its id).
    onDelete(row).then(
      () => {
        unhide(row.id);
        toast.success(t('deleted', { name: row.name }));
      },
      (error: unknown) => {
        unhide(row.id);
        toast.error(errorText(error, t('deleteFailed', { name: row.name })));
      },
    );
  };
  const dialog = (
    <ConfirmDialog
      show={show}
      title={row ? t('delete', { name: row.name }) : ''}
      confirmLabel={t('confirmDelete')}
      cancelLabel={t('cancel')}
      variant="danger"
      onCancel={() => setShow(false)}
      onConfirm={confirm}
      onExited={() => {
        if (confirmed.current) focusAfter();
        confirmed.current = false;
      }}
    >
      {t('deleteText')}
    </ConfirmDialog>
  );
  return {
    ask: (next) => {
      setRow(next);
      setShow(true);
    },
    hidden,
    dialog,
  };
}
