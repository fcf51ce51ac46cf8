import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@console/ui';
import { useRefusalText } from '../i18n/refusal-text';
import { useMediaT } from '../i18n/use-media-t';

/** What one row's delete asks, says, and does. */
export interface DeleteRequest {
  title: string;
  text: string;
  confirmLabel: string;
  done: string;
  run(): Promise<unknown>;
}

/** A row's icon button that opens the list's delete dialog. */
export function DeleteButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button type="button" className="btn btn-sm btn-outline-danger" aria-label={label} title={label} onClick={onClick}>
      <Trash2 size={14} aria-hidden="true" />
    </button>
  );
}

/**
 * A list's one delete dialog: it asks, then deletes. The server may refuse (a brand still used by
 * videos): its refusal, with the count, is said in the user's language (by its code). The dialog
 * sits outside the rows, since a row's own would go with it; once the dialog has gone and the row
 * too, focus (which the dialog gave back to the row's button) moves to `focusAfter`.
 */
export function useDeleteDialog(focusAfter: RefObject<HTMLElement | null>) {
  const t = useMediaT();
  const say = useRefusalText();
  // Kept after the dialog closes, so its text does not vanish while it fades out.
  const [request, setRequest] = useState<DeleteRequest | null>(null);
  const [show, setShow] = useState(false);
  const [exited, setExited] = useState(true);
  // The button that asked, once its row is deleted.
  const [deleted, setDeleted] = useState<{ trigger: Element | null } | null>(null);
  const asker = useRef<Element | null>(null);

  // Runs after the dialog's own focus return (a child's effect runs first), whichever of the
  // dialog's exit and the server's answer comes last.
  useEffect(() => {
    if (!exited || !deleted) return;
    const active = document.activeElement;
    if (!active || active === document.body || active === deleted.trigger || !active.isConnected) focusAfter.current?.focus();
  }, [exited, deleted, focusAfter]);

  const ask = useCallback((next: DeleteRequest) => {
    asker.current = document.activeElement;
    setRequest(next);
    setDeleted(null);
    setExited(false);
    setShow(true);
  }, []);

  const confirm = async (asked: DeleteRequest, trigger: Element | null) => {
    setShow(false);
    try {
      await asked.run();
      toast.success(asked.done);
      setDeleted({ trigger });
    } catch (error) {
      toast.error(say.error(error));
    }
  };

  const dialog = (
    <ConfirmDialog
      show={show}
      title={request?.title ?? ''}
      confirmLabel={request?.confirmLabel ?? ''}
      cancelLabel={t('cancel')}
      variant="danger"
      onCancel={() => setShow(false)}
      onConfirm={() => {
        if (request) void confirm(request, asker.current);
      }}
      onExited={() => setExited(true)}
    >
      <p className="mb-0">{request?.text}</p>
    </ConfirmDialog>
  );
  return { ask, dialog };
}
