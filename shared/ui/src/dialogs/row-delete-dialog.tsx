import { useEffect, useRef, useState, type ReactNode, type Ref, type RefCallback, type RefObject } from 'react';
import { Trash2 } from 'lucide-react';
import { focusLost } from '../focus/focus-lost';
import { ConfirmDialog } from './confirm-dialog';

type RowId = string | number;

/** What the dialog says for one row, in the user's language. */
export interface RowDeleteTexts {
  title: string;
  /** What deleting does (the dialog's description), or why the row cannot be deleted. */
  text: ReactNode;
  /** None: the row cannot be deleted (in use, and the list knows it), so the dialog only says why and closes. */
  confirmLabel?: string;
  /** The kit's 'Cancel' when not given. */
  cancelLabel?: string;
}

export interface RowDeleteDialogOptions<Row> {
  texts(row: Row): RowDeleteTexts;
  /** Deletes the row on the server and refreshes the list: once it resolves, the list no longer holds the row. */
  remove(row: Row): Promise<unknown>;
  /** After a delete: the caller's toast. */
  onDeleted?(row: Row): void;
  /** After a refusal or a failure: the caller says why, in its own words. */
  onFailed(row: Row, error: unknown): void;
  /** Where focus goes once a deleted row's button has gone: the list's (visually hidden, tabIndex -1) heading. */
  focusAfter: RefObject<HTMLElement | null>;
}

/** Spread on a row's delete button: it asks, and lets the dialog find the button again after a refusal. */
export interface RowDeleteTrigger {
  onClick(): void;
  ref: RefCallback<HTMLElement>;
}

type Phase = 'asking' | 'deleting' | 'deleted' | 'failed';

interface Request<Row> {
  row: Row;
  phase: Phase;
  /** Which ask this is: an answer to an earlier one moves no focus. */
  ticket: number;
}

/**
 * A list's one delete dialog (a row's own would go with the row). A confirmed row leaves the list
 * at once (`hidden`: the list filters it out) and comes back if the delete fails. Focus, which the
 * dialog gives back to the row's (by then gone) button, goes to `focusAfter` instead of the page
 * body; after a refusal it goes back to the row's button, or to `focusAfter` if the row is gone.
 */
export function useRowDeleteDialog<Row extends { id: RowId }>({ texts, remove, onDeleted, onFailed, focusAfter }: RowDeleteDialogOptions<Row>) {
  // Kept after the dialog closes, so its text does not vanish while it fades out.
  const [request, setRequest] = useState<Request<Row> | null>(null);
  const [show, setShow] = useState(false);
  const [exited, setExited] = useState(true);
  const [hidden, setHidden] = useState<ReadonlySet<Row['id']>>(() => new Set());
  const buttons = useRef(new Map<Row['id'], HTMLElement>());
  const tickets = useRef(0);
  const settled = useRef(0);

  // An effect, so that it runs after the dialog's own focus return (a child's effects run first).
  useEffect(() => {
    if (!exited || !request || settled.current === request.ticket) return;
    const gone = request.phase === 'deleting' || request.phase === 'deleted';
    const button = buttons.current.get(request.row.id);
    const target = gone || !button?.isConnected ? focusAfter.current : button;
    const active = document.activeElement;
    // Focus the user has moved elsewhere meanwhile (a slow server) stays where it is.
    if (target && (focusLost() || (active === focusAfter.current && active !== target))) target.focus();
    if (request.phase !== 'deleting') settled.current = request.ticket;
  }, [exited, request, focusAfter]);

  const ask = (row: Row) => {
    tickets.current += 1;
    setRequest({ row, phase: 'asking', ticket: tickets.current });
    setExited(false);
    setShow(true);
  };

  const confirm = () => {
    if (!request || request.phase !== 'asking') return;
    const { row, ticket } = request;
    setShow(false);
    setHidden((current) => new Set(current).add(row.id));
    setRequest({ ...request, phase: 'deleting' });
    // Shown again either way: after a delete the refreshed list no longer holds the row (and a new one may reuse its id).
    const settle = (phase: Phase) => {
      setHidden((current) => {
        const next = new Set(current);
        next.delete(row.id);
        return next;
      });
      setRequest((current) => (current?.ticket === ticket ? { ...current, phase } : current));
    };
    remove(row).then(
      () => {
        settle('deleted');
        onDeleted?.(row);
      },
      (error: unknown) => {
        settle('failed');
        onFailed(row, error);
      },
    );
  };

  const trigger = (row: Row): RowDeleteTrigger => ({
    onClick: () => ask(row),
    ref: (element) => {
      if (!element) return;
      buttons.current.set(row.id, element);
      return () => {
        if (buttons.current.get(row.id) === element) buttons.current.delete(row.id);
      };
    },
  });

  const shown = request ? texts(request.row) : null;
  const dialog = (
    <ConfirmDialog
      show={show}
      title={shown?.title ?? ''}
      confirmLabel={shown ? shown.confirmLabel : ''}
      cancelLabel={shown?.cancelLabel}
      variant="danger"
      onCancel={() => setShow(false)}
      onConfirm={confirm}
      // The dialog itself sends the focus of a gone row's button here (not to the page's heading).
      fallbackFocus={focusAfter}
      onExited={() => setExited(true)}
    >
      {shown?.text}
    </ConfirmDialog>
  );
  return { ask, trigger, hidden, dialog };
}

export interface RowDeleteButtonProps {
  /** The accessible name and tooltip: 'Delete Pixel Arcade'. */
  label: string;
  onClick(): void;
  ref?: Ref<HTMLButtonElement>;
}

/** A row's icon button that opens the list's delete dialog: `<RowDeleteButton label={…} {...deleting.trigger(row)} />`. */
export function RowDeleteButton({ label, onClick, ref }: RowDeleteButtonProps) {
  return (
    <button ref={ref} type="button" className="btn btn-sm btn-outline-danger" aria-label={label} title={label} onClick={onClick}>
      <Trash2 size={14} aria-hidden="true" />
    </button>
  );
}
