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
