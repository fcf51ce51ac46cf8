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
): SchemaFormApi<S> {
  const form = useSchemaForm(schema, values as DefaultValues<v.InferInput<S> & FieldValues>, options);
  // Compared as JSON: a page builds its form values afresh each render (plain texts, lists, objects).
  const text = JSON.stringify(values);
  const last = useRef(text);
  const { reset } = form;
  useEffect(() => {
    if (text === last.current) return;
    last.current = text;
    reset(JSON.parse(text) as v.InferInput<S> & FieldValues, { keepDirtyValues: true });
  }, [text, reset]);
  return form;
}
