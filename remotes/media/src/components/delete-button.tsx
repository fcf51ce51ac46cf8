import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@console/ui';
import { useRefusalText } from '../i18n/refusal-text';
import { useMediaT } from '../i18n/use-media-t';

/**
 * An icon button that asks, then deletes. The server may refuse (a brand still used by videos):
 * its refusal, with the count, is said in the user's language (by its code).
 */
export function DeleteButton({ label, title, text, confirmLabel, done, onDelete }: { label: string; title: string; text: string; confirmLabel: string; done: string; onDelete(): Promise<unknown> }) {
  const t = useMediaT();
  const say = useRefusalText();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    setAsking(false);
    try {
      await onDelete();
      toast.success(done);
    } catch (error) {
      toast.error(say.error(error));
    }
  };
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline-danger" aria-label={label} title={label} onClick={() => setAsking(true)}>
        <Trash2 size={14} aria-hidden="true" />
      </button>
      <ConfirmDialog show={asking} title={title} confirmLabel={confirmLabel} cancelLabel={t('cancel')} variant="danger" onCancel={() => setAsking(false)} onConfirm={() => void confirm()}>
        <p className="mb-0">{text}</p>
      </ConfirmDialog>
    </>
  );
}
