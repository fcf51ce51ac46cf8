import { Link, useNavigate } from '@console/router';
import { registerAndSignIn } from '@console/auth';
import { RegisterFormSchema, type RegisterForm } from '@console/contracts';
import { SchemaForm, SubmitButton, TextField } from '@console/ui';
import { toastSuccess } from '../../app/toasts';
import { useT } from '../../i18n/use-t';
import { useAuthForm } from './auth-form';
import { PasswordField } from './password-input';

/** Create an account; a taken email and username both show their message at their field. */
export default function RegisterPage() {
  // In the order of the fields: the first one to fix has focus.
  const form = useAuthForm(RegisterFormSchema, { username: '', email: '', password: '' });
  const navigate = useNavigate();
  const { t } = useT();

  const register = async (account: RegisterForm) => {
    const user = await registerAndSignIn(account);
    toastSuccess(t('auth.welcomeAboard', { name: user.fullName || user.username }));
    navigate('/', { replace: true });
  };

  return (
    <>
      <h1 className="h3 mb-1">{t('auth.registerTitle')}</h1>
      <p className="text-body-secondary">{t('auth.registerIntro')}</p>
      <SchemaForm form={form} quietWhenPlaced onSubmit={register}>
        <TextField name="username" label={t('auth.username')} required autoComplete="username" />
        <TextField name="email" label={t('auth.email')} required type="email" autoComplete="email" />
        <PasswordField label={t('auth.password')} autoComplete="new-password" />
        <SubmitButton>{form.formState.isSubmitting ? t('auth.creating') : t('auth.create')}</SubmitButton>
      </SchemaForm>
      <p className="mt-3 text-center">
        {t('auth.haveAccount')} <Link to="/login">{t('auth.signIn')}</Link>
      </p>
    </>
  );
}
