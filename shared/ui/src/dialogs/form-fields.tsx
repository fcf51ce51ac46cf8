import type { ChangeEvent, HTMLInputTypeAttribute, ReactNode } from 'react';
import { FormField, fieldControlProps } from '../form-field';
import type { FormApi } from './form-body';

/** The fields of T that hold text. */
export type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

interface FieldProps<T> {
  form: FormApi<T>;
  name: TextKey<T>;
  label: string;
  required?: boolean;
}

/** A FormField around a control bound to `name`: value, change handler, label, error and invalid state. */
function BoundField<T>({ form, name, label, required, control }: FieldProps<T> & { control(props: ReturnType<typeof boundProps>): ReactNode }) {
  const error = form.errors[name];
  return (
    <FormField id={form.id(name)} label={label} error={error} required={required}>
      {control(boundProps(form, name, error, required))}
    </FormField>
  );
}

function boundProps<T>(form: FormApi<T>, name: TextKey<T>, error: string | undefined, required: boolean | undefined) {
  return {
    ...fieldControlProps(form.id(name), error),
    name,
    required,
    value: form.values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => form.set(name, event.target.value as T[typeof name]),
    // Bootstrap's red border and icon.
    invalidClass: error ? ' is-invalid' : '',
  };
}

/** A labelled text input bound to an OffcanvasForm's values, with its error under it. */
export function TextField<T>({ type = 'text', autoComplete = 'off', ...field }: FieldProps<T> & { type?: HTMLInputTypeAttribute; autoComplete?: string }) {
  return (
    <BoundField
      {...field}
      control={({ invalidClass, ...props }) => <input {...props} type={type} autoComplete={autoComplete} className={`form-control${invalidClass}`} />}
    />
  );
}

/** A labelled select bound to an OffcanvasForm's values; '' is the "Choose …" option. */
export function SelectField<T>({ options, placeholder, ...field }: FieldProps<T> & { options: readonly { value: string; label: string }[]; placeholder: string }) {
  return (
    <BoundField
      {...field}
      control={({ invalidClass, ...props }) => (
        <select {...props} className={`form-select${invalidClass}`}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
