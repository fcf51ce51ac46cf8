import { useId, useRef, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useUiT } from '../use-ui-t';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** 'Cancel' when not given. */
  cancelLabel?: string;
  /** 'danger' for a destructive action. */
  variant?: 'primary' | 'danger';
  onConfirm(): void;
  /** Cancel, Escape, the close button and a click outside all land here. */
  onCancel(): void;
  /**
   * After the dialog has gone: the place to move focus when the element that opened it no longer
   * exists (a deleted row), since focus would otherwise fall back to the page body.
   */
  onExited?(): void;
}

/**
 * Asks before an action. Focus starts on Cancel, so an Enter pressed by habit does not delete
 * anything; Escape cancels.
 */
export function ConfirmDialog({ show, title, children, confirmLabel, cancelLabel, variant = 'primary', onConfirm, onCancel, onExited }: ConfirmDialogProps) {
  const t = useUiT();
  const titleId = useId();
  const bodyId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      show={show}
      onHide={onCancel}
      onEntered={() => cancelRef.current?.focus()}
      onExited={onExited}
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
          {cancelLabel ?? t('dialog.cancel', 'Cancel')}
        </button>
        <button type="button" className={`btn btn-${variant}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
