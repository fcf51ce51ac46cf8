import { useEffect, useRef, useState } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { noneChangedElsewhere, type ChangedElsewhere } from './changed-elsewhere';

/** A react-hook-form form checked by a contracts schema: what SchemaForm and the fields take. */
export type SchemaFormApi<S extends v.GenericSchema> = UseFormReturn<v.InferInput<S> & FieldValues, unknown, v.InferOutput<S> & FieldValues> & {
  /** A record's form (useRecordForm): the fields a newer copy changed under the user's own change. */
  changedElsewhere?: ChangedElsewhere;
};

/**
 * A form validated by the same schema the mock checks request bodies with (its messages are
 * message keys, shown translated by the fields). Errors show once a field is left, then as it
 * changes; submitting checks everything and focuses the first field to fix.
 */
export function useSchemaForm<S extends v.GenericSchema>(
  schema: S,
  defaultValues: DefaultValues<v.InferInput<S> & FieldValues>,
  options: Omit<UseFormProps<v.InferInput<S> & FieldValues, unknown, v.InferOutput<S> & FieldValues>, 'resolver' | 'defaultValues'> = {},
): SchemaFormApi<S> {
  return useForm<v.InferInput<S> & FieldValues, unknown, v.InferOutput<S> & FieldValues>({
    resolver: valibotResolver(schema as v.GenericSchema<v.InferInput<S> & FieldValues, v.InferOutput<S> & FieldValues>),
    defaultValues,
    mode: 'onTouched',
    ...options,
  });
}

/**
 * The form of a stored record, following the record as the query cache refreshes it: a save in
 * another tab (every query refetches, `mockDataChangedEvent`) or by another administrator. Each
 * field the user has not changed takes the new value; each one they changed keeps theirs
 * (react-hook-form's reset with `keepDirtyValues`). Without it, an open form keeps its first copy
 * and its save silently puts back what the other save changed. (Not RHF's `values` prop: it puts
 * `keepDirtyValues` in `resetOptions`, which every later reset takes too, and Discard or a reset
 * to the saved values after a save would then keep the typed values.)
 */
export function useRecordForm<S extends v.GenericSchema>(
  schema: S,
  values: NoInfer<v.InferInput<S>> & FieldValues,
  options: Omit<UseFormProps<v.InferInput<S> & FieldValues, unknown, v.InferOutput<S> & FieldValues>, 'resolver' | 'defaultValues' | 'values' | 'resetOptions'> = {},
  /**
   * Lists (field arrays) that stay whole: once the user has changed one, it keeps their version
   * entirely. Merged field by field, a line could end up with one tab's description and the other's amount.
   */
  wholeLists: readonly (keyof v.InferInput<S> & string)[] = [],
): SchemaFormApi<S> {
  const form = useSchemaForm(schema, values as DefaultValues<v.InferInput<S> & FieldValues>, options);
  // Compared as JSON: a page builds its form values afresh each render (plain texts, lists, objects).
  const text = JSON.stringify(values);
  const last = useRef(text);
  const whole = useRef(wholeLists);
  const { reset, getValues, setValue, getFieldState } = form;
  const [changed, setChanged] = useState<ChangedElsewhere>(noneChangedElsewhere);
  useEffect(() => {
    if (text === last.current) return;
    const was = leaves(JSON.parse(last.current) as Record<string, unknown>);
    last.current = text;
    // Before the reset: which fields the user changed that the newer copy changed too.
    const after = leaves(JSON.parse(text) as Record<string, unknown>);
    // As text now: the reset below writes the new values into the form's own objects.
    const mine = new Map([...after.keys()].map((name) => [name, getFieldState(name as never).isDirty ? (JSON.stringify(getValues(name as never)) ?? 'null') : undefined]));
    setChanged((known) => changedUnderUser(known, was, after, (name) => mine.get(name)));
    // The whole lists the user changed, parsed back from that text (a copy of their version).
    const typed = whole.current.flatMap((name) => {
      const value = mine.get(name);
      return value === undefined || value === was.get(name) ? [] : [[name, JSON.parse(value) as unknown] as const];
    });
    reset(JSON.parse(text) as v.InferInput<S> & FieldValues, { keepDirtyValues: true });
    // Dirty against the new copy, so leaving still asks and Discard still goes back to it.
    for (const [name, value] of typed) setValue(name as never, value as never, { shouldDirty: true });
  }, [text, reset, getValues, setValue, getFieldState]);
  // Said while the user's change of the field stands: forgotten once the form holds none (saved,
  // discarded). Read from dirtyFields, not isDirty: a reset keeping dirty values (above) has
  // isDirty false for one render, dirtyFields as they were.
  const { dirtyFields } = form.formState;
  if (changed !== noneChangedElsewhere && Object.keys(dirtyFields).length === 0) setChanged(noneChangedElsewhere);
  const standing = Object.entries(changed).filter(([name]) => Boolean(get(dirtyFields, name)));
  const changedElsewhere = standing.length === Object.keys(changed).length ? changed : Object.fromEntries(standing);
  // On react-hook-form's own object, as it sets its formState there each render: a copy would
  // keep a stale formState, and the form's identity would change with each render.
  return Object.assign(form, { changedElsewhere });
}

/** A record's values by path ('address.city'); lists stay whole. */
function leaves(values: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) for (const [path, text] of leaves(value as Record<string, unknown>, `${prefix}${key}.`)) out.set(path, text);
    else out.set(`${prefix}${key}`, JSON.stringify(value) ?? 'null');
  }
  return out;
}

/**
 * The fields changed under the user: the newer copy changed a field the user has changed to
 * another value (`typed`: the user's value of a changed field as JSON, undefined for one left
 * alone). A field whose newer copy is now what the user has (their own save) is no longer one.
 */
function changedUnderUser(known: ChangedElsewhere, before: Map<string, string>, after: Map<string, string>, typed: (name: string) => string | undefined): ChangedElsewhere {
  const next = new Map(Object.entries(known));
  for (const [name, theirs] of after) {
    const mine = typed(name);
    if (mine === undefined || mine === theirs) next.delete(name);
    else if (before.get(name) !== theirs) next.set(name, JSON.parse(theirs) as unknown);
  }
  const same = next.size === Object.keys(known).length && [...next].every(([name, value]) => known[name] === value);
  return next.size === 0 ? noneChangedElsewhere : same ? known : Object.fromEntries(next);
}
