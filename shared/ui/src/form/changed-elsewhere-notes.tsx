import { useUiT } from '../use-ui-t';

export type ChangedElsewhereNotesProps =
  | { id: string; change: { theirs: unknown }; label?: (value: string) => string | undefined; className?: string }
  // The record form's fields changed elsewhere (ChangedElsewhere: not imported, changed-elsewhere.tsx imports this file).
  | { status: Readonly<Record<string, unknown>> };

// Long texts (a description) are cut: the note says what changed, the other copy is one reload away.
const longest = 80;

/**
 * A newer copy's value as the note shows it: texts as they are (or through `label`, an option's
 * value to its label: null when it has none), numbers and yes/no as text, anything else null.
 */
function shownValue({ theirs }: { theirs: unknown }, label?: (value: string) => string | undefined): string | null {
  if (theirs === null || theirs === undefined || theirs === '') return '';
  if (typeof theirs === 'string') {
    const text = label ? label(theirs) : theirs;
    return text === undefined ? null : text.length > longest ? `${text.slice(0, longest - 1)}…` : text;
  }
  return typeof theirs === 'number' || typeof theirs === 'boolean' ? String(theirs) : null;
}

/** The notes of changed-elsewhere.tsx, with their texts. */
export default function ChangedElsewhereNotes(props: ChangedElsewhereNotesProps) {
  const t = useUiT();
  if ('status' in props) {
    return (
      <div role="status" className="visually-hidden">
        {Object.keys(props.status).length > 0 && t('form.changedElsewhereStatus', 'Another save changed fields you have changed too: see the notes under them.')}
      </div>
    );
  }
  const { id, change, label, className = '' } = props;
  const shown = shownValue(change, label);
  return (
    <div id={`${id}-elsewhere`} className={`form-text text-body-emphasis ${className}`.trim()}>
      {shown === null
        ? t('form.changedElsewhereNoValue', 'Changed elsewhere (another tab or administrator) since you opened this form. Saving keeps your value.')
        : shown === ''
          ? t('form.emptiedElsewhere', 'Emptied elsewhere (another tab or administrator) since you opened this form. Saving keeps your value.')
          : t('form.changedElsewhere', 'Changed elsewhere (another tab or administrator) to “{{value}}” since you opened this form. Saving keeps your value.', { value: shown })}
    </div>
  );
}
