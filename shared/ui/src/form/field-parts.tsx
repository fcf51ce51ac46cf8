import { useId, type FocusEvent, type ReactNode } from 'react';
import { get, useFormState } from 'react-hook-form';
import { describedBy, fieldControlProps } from '../form-field';
import { useChangedElsewhere } from './changed-elsewhere';
import { useMessageText } from './message-text';

/**
 * A field's translated error, its control's id, the newer copy's value when another save changed
 * it under the user's change (`elsewhere`, for ChangedElsewhereNote) and the props that tie them
 * (and its hint) to the control.
 */
export function useField(name: string, hint?: string) {
  const id = useId();
  const { errors } = useFormState({ name });
  const message = useMessageText();
  const error = message((get(errors, name) as { message?: string } | undefined)?.message);
  const elsewhere = useChangedElsewhere(name);
  const control = fieldControlProps(id, error, Boolean(hint));
  return { id, error, elsewhere, control: { ...control, 'aria-describedby': describedBy(control['aria-describedby'], elsewhere && `${id}-elsewhere`) }, invalid: error ? ' is-invalid' : '' };
}

/** The focus goes to the submit button of the field's own form (a press on it has begun). */
export function leavesForSubmit(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): boolean {
  const next = event.relatedTarget;
  return next instanceof HTMLButtonElement && next.type === 'submit' && next.form !== null && next.form === event.currentTarget.form;
}

/** A field's help text under its control, tied to it by `fieldControlProps(id, error, true)`. */
export function Hint({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <div id={`${id}-hint`} className="form-text">
      {children}
    </div>
  ) : null;
}

