import type { ReactNode } from 'react';

/** Props that tie a control to its FormField's label and error message. */
export function fieldControlProps(id: string, error: string | undefined, hasHint = false) {
  // The error first (what to fix), then the hint under the control (what is expected).
  const describedBy = [error ? `${id}-error` : '', hasHint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/**
 * A labelled form field with its error message under the control. Give the control
 * `fieldControlProps(id, error)` and Bootstrap's `is-invalid` class when there is an error.
 */
export function FormField({ id, label, error, required, children }: { id: string; label: string; error?: string; required?: boolean; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
