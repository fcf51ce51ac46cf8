import { TriangleAlert } from 'lucide-react';
import { Link } from '@console/router';
import { pageHeading } from '../focus/page-heading';
import { useUiT } from '../use-ui-t';

export interface DeletedElsewhereNoticeProps {
  /** What was deleted and that saving will fail, in the page's language. */
  text: string;
  /** The way out: the list the record was in. */
  back: { label: string; to: string };
}

/**
 * The record on screen was deleted elsewhere (another tab, someone else) after it loaded. Said
 * above the page, which stays as it was rather than turning into "not found": input typed into it
 * is not swapped away unasked, and leaving still asks first when it holds unsaved changes.
 */
export function DeletedElsewhereNotice({ text, back }: DeletedElsewhereNoticeProps) {
  return (
    <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2 mb-0" role="alert">
      <TriangleAlert size={20} aria-hidden="true" className="flex-shrink-0" />
      <span className="flex-grow-1">{text}</span>
      <Link to={back.to} className="alert-link">
        {back.label}
      </Link>
    </div>
  );
}

/**
 * A link asked for a record the list does not hold (`useEditPanel`'s `missingId`: deleted since, or
 * a mistyped address): said above the list, which shows as usual; Close takes the ask away.
 */
export function LinkedRecordMissing({ text, onClose }: { text: string; onClose(): void }) {
  const t = useUiT();
  return (
    <div className="alert alert-warning d-flex align-items-center gap-2 mb-0" role="status">
      <TriangleAlert size={20} aria-hidden="true" className="flex-shrink-0" />
      <span className="flex-grow-1">{text}</span>
      <button
        type="button"
        className="btn-close"
        aria-label={t('dialog.close', 'Close')}
        onClick={() => {
          // The button goes with the notice: the focus goes on from the page's heading, not the top of the page.
          pageHeading()?.focus();
          onClose();
        }}
      />
    </div>
  );
}
