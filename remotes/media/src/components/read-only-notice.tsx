import { Info } from 'lucide-react';

/**
 * Why a form is shown disabled (the account may read, not create or change): said above it from
 * the first render, as a note, not role="alert": it is no news to announce, and no failure.
 */
export function ReadOnlyNotice({ text }: { text: string }) {
  return (
    <div role="note" className="alert alert-info d-flex align-items-center gap-2 mb-3">
      <Info size={16} aria-hidden="true" className="flex-shrink-0" />
      {text}
    </div>
  );
}
