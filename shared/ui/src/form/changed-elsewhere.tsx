import { createContext, useContext } from 'react';
import { useUiT } from '../use-ui-t';

/**
 * The fields a newer copy of the record changed while the user had changed them too (another tab,
 * another administrator): path → the newer copy's value. `useRecordForm` keeps it, SchemaForm
 * hands it to its fields, each field says it under itself, so a save does not silently put back
 * what the other save changed without the user having seen it.
 */
export type ChangedElsewhere = Readonly<Record<string, unknown>>;

export const noneChangedElsewhere: ChangedElsewhere = Object.freeze({});

export const ChangedElsewhereContext = createContext<ChangedElsewhere>(noneChangedElsewhere);

/** The newer copy's value of the field at `name`, when it changed under the user's own change. */
export function useChangedElsewhere(name: string): { theirs: unknown } | undefined {
  const changed = useContext(ChangedElsewhereContext);
  return Object.hasOwn(changed, name) ? { theirs: changed[name] } : undefined;
}

// Long texts (a description) are cut: the notice says what changed, the other copy is one reload away.
const longest = 80;

/**
 * Under a field: saved elsewhere since the form opened, with the value when it can be shown
 * (`value`: the text; '' emptied; null a value with no text to show), and that saving keeps the
 * user's. Nothing when `value` is undefined.
 */
export function ChangedElsewhereNotice({ id, value, className = '' }: { id: string; value: string | null | undefined; className?: string }) {
  const t = useUiT();
  if (value === undefined) return null;
  const shown = value !== null && value.length > longest ? `${value.slice(0, longest - 1)}…` : value;
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

/**
 * A newer copy's value as the notice shows it: texts as they are (or through `label`, an option's
 * value to its label: null when it has none), numbers and yes/no as text, anything else null.
 */
export function elsewhereText(change: { theirs: unknown } | undefined, label?: (value: string) => string | undefined): string | null | undefined {
  if (!change) return undefined;
  const { theirs } = change;
  if (theirs === null || theirs === undefined || theirs === '') return '';
  if (typeof theirs === 'string') return label ? (label(theirs) ?? null) : theirs;
  if (typeof theirs === 'number' || typeof theirs === 'boolean') return String(theirs);
  return null;
}
