import { useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';

/** A react-hook-form form checked by a contracts schema: what SchemaForm and the fields take. */
export type SchemaFormApi<S extends v.GenericSchema> = UseFormReturn<v.InferInput<S> & FieldValues, unknown, v.InferOutput<S> & FieldValues>;

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
  const { reset, getValues, setValue } = form;
  useEffect(() => {
    if (text === last.current) return;
    const before = JSON.parse(last.current) as Record<string, unknown>;
    last.current = text;
    const typed = whole.current.flatMap((name) => {
      // A copy: the reset below writes the new values into the form's own objects.
      const value: unknown = structuredClone(getValues(name as never));
      return JSON.stringify(value) === JSON.stringify(before[name]) ? [] : [[name, value] as const];
    });
    reset(JSON.parse(text) as v.InferInput<S> & FieldValues, { keepDirtyValues: true });
    // Dirty against the new copy, so leaving still asks and Discard still goes back to it.
    for (const [name, value] of typed) setValue(name as never, value as never, { shouldDirty: true });
  }, [text, reset, getValues, setValue]);
  return form;
}
