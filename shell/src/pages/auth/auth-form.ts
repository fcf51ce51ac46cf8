import { useEffect } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type * as v from 'valibot';
import { useSchemaForm, type SchemaFormApi } from '@console/ui';

/**
 * useSchemaForm for the sign-in pages: a field is checked when it is left and on submit, and
 * typing into a field clears its error until then (a half-typed email is no mistake yet).
 */
export function useAuthForm<S extends v.GenericSchema>(schema: S, defaultValues: DefaultValues<v.InferInput<S> & FieldValues>): SchemaFormApi<S> {
  const form = useSchemaForm(schema, defaultValues, { mode: 'onBlur', reValidateMode: 'onBlur' });
  const { subscribe, clearErrors } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (type === 'change' && name) clearErrors(name as Path<v.InferInput<S> & FieldValues>);
        },
      }),
    [subscribe, clearErrors],
  );
  return form;
}
