import { Pencil } from 'lucide-react';
import { useDistributionT } from '../i18n/use-distribution-t';
import { DeleteButton } from './delete-button';

interface RowActionsProps {
  /** The row's name, in the buttons' accessible names ("Edit Pixel Arcade"). */
  name: string;
  canEdit: boolean;
  canDelete: boolean;
  onEdit(): void;
  /** Asks to delete the row (the list's dialog confirms). */
  onAskDelete(): void;
}

/** A list row's edit and delete buttons, each shown only when the user may use it; delete asks first. */
export function RowActions({ name, canEdit, canDelete, onEdit, onAskDelete }: RowActionsProps) {
  const t = useDistributionT();
  return (
    <div className="d-inline-flex gap-1">
      {canEdit && (
        <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={t('edit', { name })} title={t('edit', { name })} onClick={onEdit}>
          <Pencil size={14} aria-hidden="true" />
        </button>
      )}
      {canDelete && <DeleteButton label={t('delete', { name })} onClick={onAskDelete} />}
    </div>
  );
}
