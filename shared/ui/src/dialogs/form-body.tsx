import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@console/auth';

/** One message per field name. */
export type FieldErrors = Record<string, string>;

/** What an OffcanvasForm hands its fields. */
export interface FormApi<T> {
  values: T;
  errors: FieldErrors;
  pending: boolean;
  /** A stable id for a field's control (its label and error message refer to it). */
  id(name: keyof T & string): string;
  /** Sets a value and clears that field's error. */
  set<K extends keyof T>(name: K, value: T[K]): void;
}

/** The form an OffcanvasForm holds. */
export interface FormSpec<T> {
  /** The fields' values each time the form opens. */
  initialValues: T;
  /** Errors a user can fix before anything is sent ({} when there are none). */
  validate?(values: T): FieldErrors;
  /**
   * Saves the values; the form is done when it resolves. When it throws, the input is kept: an
   * ApiError's field errors show at their fields, its message above them.
   */
  onSubmit(values: T): Promise<void>;
  submitLabel: string;
  /** The fields, given the form's values, errors and setters. */
  children(form: FormApi<T>): ReactNode;
}

/** The form itself: checks, pending state, server errors at the fields; `onDone` after saving or on Cancel. */
export function FormBody<T>({ initialValues, validate, onSubmit, onDone, submitLabel, children }: FormSpec<T> & { onDone(): void }) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const prefix = useId();

  // After a refused submit, focus goes to the first field to fix (or the message when none is).
  useEffect(() => {
    if (!attempts) return;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [attempts]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate?.(values) ?? {};
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) return setAttempts((n) => n + 1);
    setPending(true);
    try {
      await onSubmit(values);
      onDone();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setFailure(error instanceof Error ? error.message : 'Something went wrong.');
      setAttempts((n) => n + 1);
    } finally {
      setPending(false);
    }
  };

  const form: FormApi<T> = {
    values,
    errors,
    pending,
    id: (name) => `${prefix}-${name}`,
    set: (name, value) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name as string]: _fixed, ...rest }) => rest);
    },
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="d-flex flex-column gap-3" aria-busy={pending}>
      {failure && (
        <div className="alert alert-danger mb-0" role="alert" tabIndex={-1}>
          {failure}
        </div>
      )}
      {children(form)}
      <div className="d-flex gap-2 mt-2">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {submitLabel}
        </button>
        <button type="button" className="btn btn-link ms-auto" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
