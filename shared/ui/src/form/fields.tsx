import { useCallback, useEffect, useId, useRef, type FocusEvent, type HTMLAttributes, type HTMLInputTypeAttribute } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../form-field';
import { ChangedElsewhereNote } from './changed-elsewhere';
import { Hint, leavesForSubmit, useField } from './field-parts';

interface FieldProps {
  /** The value's path in the form ('email', 'address.city'). */
  name: string;
  label: string;
  required?: boolean;
  /** A short help text under the label's control. */
  hint?: string;
}

/**
 * The field's registration, except that leaving it for its form's submit button does not check
 * it there and then: the submit checks every field anyway, and a message appearing under the
 * field between the press and the release would push the button from under the pointer, so the
 * click — the submit — would be lost.
 */
function useRegistration(name: string, parse?: (text: string) => string) {
  const { register } = useFormContext();
  const registration = register(name, parse && { setValueAs: (value: unknown) => (typeof value === 'string' ? parse(value) : value) });
  return {
    ...registration,
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => (leavesForSubmit(event) ? Promise.resolve() : registration.onBlur(event)),
  };
}

/**
 * A labelled input registered with the surrounding SchemaForm, its error under it. `parse` turns
 * what is typed into the form's value (`useDecimalInput()`: '250,00' in French → '250.00');
 * the field keeps showing what was typed.
 */
export function TextField(props: FieldProps & { type?: HTMLInputTypeAttribute; autoComplete?: string; placeholder?: string; inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']; dir?: 'ltr'; step?: string; parse?: (text: string) => string }) {
  const { name, label, required, hint, type = 'text', autoComplete = 'off', placeholder, inputMode, dir, step, parse } = props;
  const registration = useRegistration(name, parse);
  const field = useField(name, hint);
  return (
    <FormField id={field.id} label={label} error={field.error} required={required}>
      {/* step: a number field's own precision ('0.01' for money); without it the browser takes only whole numbers. */}
      {/* dir="ltr" for text that runs left to right in any language (a card number, a path): in an Arabic page its groups would come out reversed. */}
      {/* Free text takes its own direction (dir="auto"): English typed on an Arabic page keeps its full stop at its end. */}
      <input {...registration} {...field.control} type={type} step={step} autoComplete={autoComplete} placeholder={placeholder} inputMode={inputMode} dir={dir ?? (type === 'text' || type === 'search' ? 'auto' : undefined)} aria-required={required || undefined} className={`form-control${field.invalid}`} />
      <Hint id={field.id}>{hint}</Hint>
      {field.elsewhere && <ChangedElsewhereNote id={field.id} change={field.elsewhere} />}
    </FormField>
  );
}

/** A labelled textarea registered with the surrounding SchemaForm. */
export function TextareaField({ name, label, required, hint, rows = 4 }: FieldProps & { rows?: number }) {
  const registration = useRegistration(name);
  const field = useField(name, hint);
  return (
    <FormField id={field.id} label={label} error={field.error} required={required}>
      <textarea {...registration} {...field.control} rows={rows} dir="auto" aria-required={required || undefined} className={`form-control${field.invalid}`} />
      <Hint id={field.id}>{hint}</Hint>
      {field.elsewhere && <ChangedElsewhereNote id={field.id} change={field.elsewhere} />}
    </FormField>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** An option's value to its label: a note names the choice as the user sees it. */
export const optionLabel = (options: readonly Option[]) => (value: string) => options.find((option) => option.value === value)?.label;

/** A labelled select; `placeholder` is a first '' option ("Choose a role", "Unassigned"). */
export function SelectField({ name, label, required, hint, options, placeholder }: FieldProps & { options: readonly Option[]; placeholder?: string }) {
  const { ref: register, ...registration } = useRegistration(name);
  const field = useField(name, hint);
  const { getValues } = useFormContext();
  const select = useRef<HTMLSelectElement | null>(null);
  const ref = useCallback(
    (element: HTMLSelectElement | null) => {
      select.current = element;
      register(element);
    },
    [register],
  );
  // Options that arrive after the form (loaded from the API) would leave the select on its first
  // option while the form holds another value: the value is shown again once its option exists.
  // Keyed on the option values: callers often build the options array afresh on each render.
  const optionValues = options.map((option) => option.value).join('\n');
  useEffect(() => {
    const value: unknown = getValues(name);
    if (select.current && value !== undefined && value !== null) select.current.value = String(value);
  }, [optionValues, name, getValues]);
  return (
    <FormField id={field.id} label={label} error={field.error} required={required}>
      <select ref={ref} {...registration} {...field.control} aria-required={required || undefined} className={`form-select${field.invalid}`}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Hint id={field.id}>{hint}</Hint>
      {field.elsewhere && <ChangedElsewhereNote id={field.id} change={field.elsewhere} label={optionLabel(options)} />}
    </FormField>
  );
}

/** One labelled checkbox (a boolean value). */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  const id = useId();
  return (
    <div className="form-check">
      <input {...register(name)} id={id} type="checkbox" className="form-check-input" />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
}

/** Checkboxes for a list of values ('tags'), in a fieldset named by `legend`. */
export function CheckboxGroupField({ name, legend, options }: { name: string; legend: string; options: readonly Option[] }) {
  const { register } = useFormContext();
  const field = useField(name);
  return (
    <fieldset aria-describedby={field.control['aria-describedby']}>
      <legend className="form-label fs-6">{legend}</legend>
      <div className="d-flex flex-wrap gap-3">
        {options.map((option) => (
          <div className="form-check" key={option.value}>
            <input {...register(name)} id={`${field.id}-${option.value}`} type="checkbox" value={option.value} className="form-check-input" />
            <label htmlFor={`${field.id}-${option.value}`} className="form-check-label">
              {option.label}
            </label>
          </div>
        ))}
      </div>
      {field.error && (
        <div id={`${field.id}-error`} className="invalid-feedback d-block">
          {field.error}
        </div>
      )}
      {field.elsewhere && <ChangedElsewhereNote id={field.id} change={field.elsewhere} />}
    </fieldset>
  );
}
