import { useId } from 'react';
import { useFormContext } from 'react-hook-form';

/** A labelled on/off switch (a boolean value) registered with the surrounding form. */
export function SwitchField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { register } = useFormContext();
  const id = useId();
  return (
    <div className="form-check form-switch">
      <input {...register(name)} id={id} type="checkbox" role="switch" className="form-check-input" aria-describedby={hint ? `${id}-hint` : undefined} />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
      {hint && (
        <div id={`${id}-hint`} className="form-text mt-0">
          {hint}
        </div>
      )}
    </div>
  );
}
