import { useState } from 'react';
import { Link } from '@console/router';
import { ForgotPasswordRequestSchema } from '@console/contracts';
import { SchemaForm, SubmitButton, TextField } from '@console/ui';
import { useT } from '../../i18n/use-t';
import { useAuthForm } from './auth-form';

/**
 * Asks for the email to send a reset link to. The spec defines no reset call, so nothing is sent
 * yet; the answer never reveals whether an account exists.
 */
export default function ForgotPasswordPage() {
  const form = useAuthForm(ForgotPasswordRequestSchema, { email: '' });
  const [sentTo, setSentTo] = useState('');
  const { t } = useT();

  return (
    <>
      <h1 className="h3 mb-1">{t('auth.forgotTitle')}</h1>
      <p className="text-body-secondary">{t('auth.forgotIntro')}</p>
      {sentTo && (
        <div className="alert alert-success" role="status">
          {t('auth.sentTo', { email: sentTo })}
        </div>
      )}
      <SchemaForm form={form} onSubmit={async ({ email }) => setSentTo(email)}>
        <TextField name="email" label={t('auth.email')} type="email" autoComplete="email" />
        <SubmitButton>{t('auth.sendLink')}</SubmitButton>
      </SchemaForm>
      <p className="mt-3 text-center">
        <Link to="/login">{t('auth.backToSignIn')}</Link>
      </p>
    </>
  );
}
