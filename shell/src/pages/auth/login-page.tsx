import { Link, useNavigate, useSearchParams } from '@console/router';
import { ApiError, signInWithPassword, useSessionStore } from '@console/auth';
import { authMessages, LoginRequestSchema, type LoginRequest } from '@console/contracts';
import { SchemaForm, SubmitButton, TextField } from '@console/ui';
import { toastSuccess } from '../../app/toasts';
import { safeReturnTo } from '../../auth/home-path';
import { useT } from '../../i18n/use-t';
import { useAuthForm } from './auth-form';
import { PasswordField } from './password-input';

const demoAccounts = [
  { label: 'administrator', email: 'admin@demo.com', password: 'admin' },
  { label: 'client', email: 'client@demo.com', password: 'client' },
  { label: 'editor', email: 'editor@demo.com', password: 'editor' },
] as const;

/** Sign in; wrong credentials show the server's message at the email field. */
export default function LoginPage() {
  const form = useAuthForm(LoginRequestSchema, { email: '', password: '' });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const endedBecause = useSessionStore((state) => state.endedBecause);
  // Why this tab is here: its session expired, or another tab signed out or in as someone else;
  // or, as the console opened, the session it had stored could not be read back.
  const ended = endedBecause === 'logout' ? null : endedBecause;
  const { t } = useT();

  const signIn = async ({ email, password }: LoginRequest) => {
    const user = await signInWithPassword(email, password).catch((error: unknown) => {
      // Wrong credentials are said at the email field; an unreachable server in the kit's words
      // (check the connection); any other failure is the spec's "Something went wrong" (§8), in
      // the page's language, not a server's or a script's English.
      if (error instanceof ApiError && (Object.keys(error.fieldErrors).length > 0 || error.status === 0)) throw error;
      throw new Error(authMessages.loginFailed);
    });
    toastSuccess(t('auth.welcome', { name: user.fullName || user.username }));
    // `/` sends each user on to their own home (home-route.tsx).
    navigate(safeReturnTo(params.get('returnTo')) ?? '/', { replace: true });
  };

  return (
    <>
      <h1 className="h3 mb-1">{t('auth.signIn')}</h1>
      <p className="text-body-secondary">{t('auth.welcomeBack')}</p>
      {ended && (
        <div className="alert alert-warning" role="status">
          {t(`auth.${ended}`)}
        </div>
      )}
      <SchemaForm form={form} quietWhenPlaced onSubmit={signIn}>
        <TextField name="email" label={t('auth.email')} required type="email" autoComplete="username" />
        <PasswordField label={t('auth.password')} autoComplete="current-password" />
        <div className="text-end">
          <Link to="/forgot-password">{t('auth.forgot')}</Link>
        </div>
        <SubmitButton>{form.formState.isSubmitting ? t('auth.signingIn') : t('auth.signIn')}</SubmitButton>
      </SchemaForm>
      <p className="mt-3 mb-4 text-center">
        {t('auth.newHere')} <Link to="/register">{t('auth.createAccount')}</Link>
      </p>
      <section className="card card-body demo-accounts" aria-labelledby="demo-accounts">
        <h2 className="h6" id="demo-accounts">
          {t('auth.demoAccounts')}
        </h2>
        <ul className="list-unstyled mb-0 small d-flex flex-column gap-2">
          {demoAccounts.map((account) => (
            <li key={account.email} className="d-flex align-items-center gap-2">
              <span className="flex-grow-1">
                {t('auth.accountLine', { account: t(`auth.${account.label}`) })} <code>{account.email}</code> / <code>{account.password}</code>
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => form.reset({ email: account.email, password: account.password })}
              >
                {t('auth.use')}
                <span className="visually-hidden"> {t('auth.useAccount', { account: t(`auth.${account.label}`).toLowerCase() })}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
