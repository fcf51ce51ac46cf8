import { useId, useState } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { FormField, fieldControlProps, useMessageText } from '@console/ui';
import { useT } from '../../i18n/use-t';

interface PasswordFieldProps {
  name?: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** What the Show/Hide button shows, after its verb ('password' by default): tells two such buttons apart. */
  what?: string;
}

/**
 * The form's password field: a labelled password box registered with the surrounding SchemaForm,
 * with a Show/Hide button (its label names what it does) and its translated error under it.
 * Always required: no form of the console takes an empty password.
 */
export function PasswordField({ name = 'password', label, autoComplete, what }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const message = useMessageText();
  const error = message((get(errors, name) as { message?: string } | undefined)?.message);
  const { t } = useT();
  return (
    <FormField id={id} label={label} error={error} required>
      <div className="input-group has-validation">
        <input
          {...register(name)}
          {...fieldControlProps(id, error)}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-required
          className={`form-control${error ? ' is-invalid' : ''}`}
        />
        {/* Its name says what it does next (Show, then Hide): a pressed state besides would
            contradict it ("Hide password, pressed"). */}
        <button type="button" className="btn btn-outline-secondary" onClick={() => setVisible(!visible)}>
          {visible ? t('auth.hide') : t('auth.show')}
          <span className="visually-hidden"> {what ?? t('auth.passwordWord')}</span>
        </button>
      </div>
    </FormField>
  );
}
