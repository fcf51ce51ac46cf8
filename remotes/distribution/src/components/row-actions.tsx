import { Pencil } from 'lucide-react';
import { RowDeleteButton, type RowDeleteTrigger } from '@console/ui';
import { useDistributionT } from '../i18n/use-distribution-t';

interface RowActionsProps {
  /** The row's name, in the buttons' accessible names ("Edit Pixel Arcade"). */
  name: string;
  canEdit: boolean;
  canDelete: boolean;
  onEdit(): void;
  /** Asks to delete the row: the list's dialog (useRowDeleteDialog's `trigger(row)`) confirms. */
  deleteTrigger: RowDeleteTrigger;
}

/** A list row's edit and delete buttons, each shown only when the user may use it; delete asks first. */
export function RowActions({ name, canEdit, canDelete, onEdit, deleteTrigger }: RowActionsProps) {
  const t = useDistributionT();
  return (
    <div className="d-inline-flex gap-1">
      {canEdit && (
        <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={t('edit', { name })} title={t('edit', { name })} onClick={onEdit}>
          <Pencil size={14} aria-hidden="true" />
        </button>
      )}
      {canDelete && <RowDeleteButton label={t('delete', { name })} {...deleteTrigger} />}
    </div>
  );
}
