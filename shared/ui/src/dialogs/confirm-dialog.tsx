import { useId, useRef, type ReactNode, type RefObject } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useFocusFallback } from '../focus/use-focus-fallback';
import { useUiT } from '../use-ui-t';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** None: nothing can be done (the text says why); the dialog only closes. */
  confirmLabel?: string;
  /** 'Cancel' when not given ('Close' when there is nothing to confirm). */
  cancelLabel?: string;
  /** 'danger' for a destructive action. */
  variant?: 'primary' | 'danger';
  onConfirm(): void;
  /** Cancel, Escape, the close button and a click outside all land here. */
  onCancel(): void;
  /**
   * Where the focus goes when the element that opened the dialog is gone, hidden or disabled by the
   * time it has closed (a deleted row's button): the page's main heading when not given.
   */
  fallbackFocus?: RefObject<HTMLElement | null>;
  /** After the dialog has gone, before the focus goes back to its opener: a focus it places stays. */
  onExited?(): void;
}

/**
 * Asks before an action. Focus starts on Cancel, so an Enter pressed by habit does not delete
 * anything; Escape cancels. Closed, it gives the focus back to its opener, or to `fallbackFocus`
 * (else the page's heading) when the action took the opener away.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { show, title, children, confirmLabel, cancelLabel, variant = 'primary', onConfirm, onCancel, fallbackFocus, onExited } = props;
  const t = useUiT();
  const titleId = useId();
  const bodyId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const exited = useFocusFallback(show, { fallbackFocus, onExited });
  return (
    <Modal
      show={show}
      onHide={onCancel}
      onEntered={() => cancelRef.current?.focus()}
      onExited={exited}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      centered
    >
      <Modal.Header closeButton closeLabel={t('dialog.close', 'Close')}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={bodyId}>{children}</Modal.Body>
      <Modal.Footer>
        <button ref={cancelRef} type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {cancelLabel ?? (confirmLabel === undefined ? t('dialog.close', 'Close') : t('dialog.cancel', 'Cancel'))}
        </button>
        {/* Not while it fades out: a double click (or a held Enter) would act twice (two deletes, two keys). */}
        {confirmLabel !== undefined && (
          <button type="button" className={`btn btn-${variant}`} onClick={() => show && onConfirm()}>
            {confirmLabel}
          </button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
