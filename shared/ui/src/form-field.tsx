import type { ReactNode } from 'react';

/** An `aria-describedby` of the ids given that are set (in that order), undefined for none. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** Props that tie a control to its FormField's label and error message. */
export function fieldControlProps(id: string, error: string | undefined, hasHint = false) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    // The error first (what to fix), then the hint under the control (what is expected).
    'aria-describedby': describedBy(error && `${id}-error`, hasHint && `${id}-hint`),
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
