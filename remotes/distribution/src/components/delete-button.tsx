import { useState } from 'react';
import toast from 'react-hot-toast';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@console/ui';

/** A delete button that asks first; the toast says it is done, a failure says why. */
export function DeleteButton({ label, title, text, confirmLabel, done, onDelete }: { label: string; title: string; text: string; confirmLabel: string; done: string; onDelete(): Promise<void> }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline-danger" aria-label={label} title={label} onClick={() => setAsking(true)}>
        <Trash2 size={14} aria-hidden="true" />
      </button>
      <ConfirmDialog
        show={asking}
        title={title}
        confirmLabel={confirmLabel}
        variant="danger"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onDelete().then(() => toast.success(done), (error: unknown) => toast.error(error instanceof Error ? error.message : String(error)));
        }}
      >
        {text}
      </ConfirmDialog>
    </>
  );
}
