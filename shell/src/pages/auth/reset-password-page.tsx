import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from '@console/router';
import { ApiError, apiRequest } from '@console/auth';
import { resetLinkRefusedCode, ResetPasswordFormSchema, type ResetPasswordForm, type ResetPasswordRequest, type ResetPasswordResponse } from '@console/contracts';
import { SchemaForm, SubmitButton, useMessageText } from '@console/ui';
import { useT } from '../../i18n/use-t';
import { useAuthForm } from './auth-form';
import { PasswordField } from './password-input';

type Outcome = 'changed' | 'refused';

// Stable, so the message is focused once, when it appears, not on every render.
const focusOnMount = (node: HTMLDivElement | null) => node?.focus();

/** A message that replaces the form: it takes the focus the vanished submit button had. */
function OutcomeMessage({ tone, role, children }: { tone: 'success' | 'warning' | 'danger'; role: 'status' | 'alert'; children: ReactNode }) {
  return (
    <div ref={focusOnMount} tabIndex={-1} className={`alert alert-${tone}`} role={role}>
      {children}
    </div>
  );
}

function ResetForm({ token, onDone }: { token: string; onDone: (outcome: Outcome) => void }) {
  // In the order of the fields: the first one to fix has focus.
  const form = useAuthForm(ResetPasswordFormSchema, { password: '', confirmPassword: '' });
  const { t } = useT();

  const save = async ({ password }: ResetPasswordForm) => {
    try {
      await apiRequest<ResetPasswordResponse>('/jwt/reset-password', { method: 'POST', body: { token, password } satisfies ResetPasswordRequest });
      onDone('changed');
    } catch (error) {
      // A refused link is no field's problem: the form gives way to a link to ask for another.
      if (error instanceof ApiError && error.refusal.code === resetLinkRefusedCode) onDone('refused');
      else throw error;
    }
  };

  return (
    <SchemaForm form={form} quietWhenPlaced onSubmit={save}>
      <PasswordField label={t('auth.newPassword')} autoComplete="new-password" what={t('auth.newPasswordWord')} />
      <PasswordField name="confirmPassword" label={t('auth.confirmPassword')} autoComplete="new-password" what={t('auth.confirmPasswordWord')} />
      <SubmitButton>{form.formState.isSubmitting ? t('auth.changing') : t('auth.changePassword')}</SubmitButton>
    </SchemaForm>
  );
}

/**
 * Opened from a reset link (`/reset-password?token=…`): sets a new password with the link's token
 * (POST /jwt/reset-password, docs/api/auth.md). It does not sign in: the link may be opened
 * anywhere the mail is read, and signing in once with the new password lets the browser save it.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { t } = useT();
  const message = useMessageText();
  const askAgain = <Link to="/forgot-password">{t('auth.askNewLink')}</Link>;

  let body: ReactNode;
  if (!token) {
    body = (
      <OutcomeMessage tone="warning" role="alert">
        <p className="mb-2">{t('auth.resetIncomplete')}</p>
        {askAgain}
      </OutcomeMessage>
    );
  } else if (outcome === 'changed') {
    body = (
      <OutcomeMessage tone="success" role="status">
        <p className="mb-2">{t('auth.passwordChanged')}</p>
        <Link to="/login">{t('auth.signIn')}</Link>
      </OutcomeMessage>
    );
  } else if (outcome === 'refused') {
    body = (
      <OutcomeMessage tone="danger" role="alert">
        <p className="mb-2">{message('auth.errors.resetLinkInvalid')}</p>
        {askAgain}
      </OutcomeMessage>
    );
  } else {
    body = <ResetForm token={token} onDone={setOutcome} />;
  }

  return (
    <>
      <h1 className="h3 mb-1">{t('auth.resetTitle')}</h1>
      <p className="text-body-secondary">{t('auth.resetIntro')}</p>
      {body}
      {outcome !== 'changed' && (
        <p className="mt-3 text-center">
          <Link to="/login">{t('auth.backToSignIn')}</Link>
        </p>
      )}
    </>
  );
}
