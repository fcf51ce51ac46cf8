import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@console/router';
import toast from 'react-hot-toast';
import { signInWithPassword, useSessionStore } from '@console/auth';
import { FormField, fieldControlProps } from '@console/ui';
import { homePathFor, safeReturnTo } from '../../auth/home-path';
import { useT } from '../../i18n/use-t';
import { PasswordInput } from './password-input';
import { checkEmail, useFormErrors } from './use-form-errors';

const demoAccounts = [
  { label: 'administrator', email: 'admin@demo.com', password: 'admin' },
  { label: 'client', email: 'client@demo.com', password: 'client' },
] as const;

/** Sign in; wrong credentials show the server's message at the email field. */
export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const form = useFormErrors();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const expired = useSessionStore((state) => state.endedBecause === 'expired');
  const { t } = useT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const emailProblem = checkEmail(email);
    if (emailProblem) found.email = t(emailProblem);
    if (!password) found.password = t('auth.errors.passwordRequired');
    form.reset();
    if (Object.keys(found).length) return form.setErrors(found);
    setPending(true);
    try {
      const user = await signInWithPassword(email.trim(), password);
      toast.success(t('auth.welcome', { name: user.fullName || user.username }));
      navigate(safeReturnTo(params.get('returnTo')) ?? homePathFor(useSessionStore.getState().ability), { replace: true });
    } catch (error) {
      form.fail(error);
      setPending(false);
    }
  };

  return (
    <>
      <h1 className="h3 mb-1">{t('auth.signIn')}</h1>
      <p className="text-body-secondary">{t('auth.welcomeBack')}</p>
      {expired && (
        <div className="alert alert-warning" role="status">
          {t('auth.expired')}
        </div>
      )}
      {form.failure && (
        <div className="alert alert-danger" role="alert">
          {form.failure}
        </div>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="d-flex flex-column gap-3">
        <FormField id="login-email" label={t('auth.email')} error={form.errors.email}>
          <input
            {...fieldControlProps('login-email', form.errors.email)}
            type="email"
            autoComplete="username"
            className={`form-control${form.errors.email ? ' is-invalid' : ''}`}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              form.clear('email');
            }}
          />
        </FormField>
        <FormField id="login-password" label={t('auth.password')} error={form.errors.password}>
          <PasswordInput
            {...fieldControlProps('login-password', form.errors.password)}
            autoComplete="current-password"
            className={`form-control${form.errors.password ? ' is-invalid' : ''}`}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              form.clear('password');
            }}
          />
        </FormField>
        <div className="text-end">
          <Link to="/forgot-password">{t('auth.forgot')}</Link>
        </div>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? t('auth.signingIn') : t('auth.signIn')}
        </button>
      </form>
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
                {t(`auth.${account.label}`)}: <code>{account.email}</code> / <code>{account.password}</code>
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => {
                  setEmail(account.email);
                  setPassword(account.password);
                  form.reset();
                }}
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
