import { useState } from 'react';
import { Link } from '@console/router';
import { apiRequest } from '@console/auth';
import { ForgotPasswordRequestSchema, type ForgotPasswordRequest, type ForgotPasswordResponse } from '@console/contracts';
import { SchemaForm, SubmitButton, TextField } from '@console/ui';
import { useT } from '../../i18n/use-t';
import { useAuthForm } from './auth-form';

/**
 * Asks the API to mail a reset link (POST /jwt/forgot-password, docs/api/auth.md). The API answers
 * alike whether or not an account exists, and so does this page.
 */
export default function ForgotPasswordPage() {
  const form = useAuthForm(ForgotPasswordRequestSchema, { email: '' });
  const [sentTo, setSentTo] = useState('');
  const { t } = useT();

  const send = async (request: ForgotPasswordRequest) => {
    // A confirmation for an earlier address must not stand beside a failure for this one.
    setSentTo('');
    await apiRequest<ForgotPasswordResponse>('/jwt/forgot-password', { method: 'POST', body: request });
    setSentTo(request.email);
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
      <SchemaForm form={form} quietWhenPlaced onSubmit={send}>
        <TextField name="email" label={t('auth.email')} required type="email" autoComplete="email" />
        <SubmitButton>{form.formState.isSubmitting ? t('auth.sending') : t('auth.sendLink')}</SubmitButton>
      </SchemaForm>
      <p className="mt-3 text-center">
        <Link to="/login">{t('auth.backToSignIn')}</Link>
      </p>
    </>
  );
}
