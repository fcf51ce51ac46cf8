import { createContext, lazy, Suspense, useContext } from 'react';
import type { ChangedElsewhereNotesProps } from './changed-elsewhere-notes';

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

// The notes and their texts are a chunk of their own, loaded by a record's form: the sign-in
// pages' forms never show one, and their JS is budgeted (docs/benchmark.md).
const Notes = lazy(() => import('./changed-elsewhere-notes'));

/**
 * A field's note that it changed elsewhere (`change` from useChangedElsewhere, `id` the field's),
 * tied to the control by `${id}-elsewhere`; or, with `status`, a record form's status that says it
 * once for the form (the notes under the fields may be out of sight).
 */
export function ChangedElsewhereNote(props: ChangedElsewhereNotesProps) {
  return (
    <Suspense fallback={null}>
      <Notes {...props} />
    </Suspense>
  );
}
