import { useState, type FormEvent } from 'react';
import { Link } from '@console/router';
import { FormField, fieldControlProps } from '@console/ui';
import { useT } from '../../i18n/use-t';
import { checkEmail } from './use-form-errors';

/**
 * Asks for the email to send a reset link to. The spec defines no reset call, so nothing is sent
 * yet; the answer never reveals whether an account exists.
 */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState('');
  const { t } = useT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkEmail(email);
    setError(problem && t(problem));
    if (!problem) setSentTo(email.trim());
  };

  return (
    <>
      <h1 className="h3 mb-1">{t('auth.forgotTitle')}</h1>
      <p className="text-body-secondary">{t('auth.forgotIntro')}</p>
      {sentTo && (
        <div className="alert alert-success" role="status">
          {t('auth.sentTo', { email: sentTo })}
        </div>
      )}
      <form noValidate onSubmit={submit} className="d-flex flex-column gap-3">
        <FormField id="forgot-email" label={t('auth.email')} error={error}>
          <input
            {...fieldControlProps('forgot-email', error)}
            type="email"
            autoComplete="email"
            className={`form-control${error ? ' is-invalid' : ''}`}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <button type="submit" className="btn btn-primary">
          {t('auth.sendLink')}
        </button>
      </form>
      <p className="mt-3 text-center">
        <Link to="/login">{t('auth.backToSignIn')}</Link>
      </p>
    </>
  );
}
