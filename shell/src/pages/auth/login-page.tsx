import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { signInWithPassword, useSessionStore } from '@console/auth';
import { FormField, fieldControlProps } from '@console/ui';
import { homePathFor, safeReturnTo } from '../../auth/home-path';
import { PasswordInput } from './password-input';
import { checkEmail, useFormErrors } from './use-form-errors';

const demoAccounts = [
  { label: 'Administrator', email: 'admin@demo.com', password: 'admin' },
  { label: 'Client', email: 'client@demo.com', password: 'client' },
];

/** Sign in; wrong credentials show the server's message at the email field. */
export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const form = useFormErrors();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const expired = useSessionStore((state) => state.endedBecause === 'expired');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const emailProblem = checkEmail(email);
    if (emailProblem) found.email = emailProblem;
    if (!password) found.password = 'Enter your password.';
    form.reset();
    if (Object.keys(found).length) return form.setErrors(found);
    setPending(true);
    try {
      const user = await signInWithPassword(email.trim(), password);
      toast.success(`Welcome, ${user.fullName || user.username}!`);
      navigate(safeReturnTo(params.get('returnTo')) ?? homePathFor(useSessionStore.getState().ability), { replace: true });
    } catch (error) {
      form.fail(error);
      setPending(false);
    }
  };

  return (
    <>
      <h1 className="h3 mb-1">Sign in</h1>
      <p className="text-body-secondary">Welcome back. Sign in to manage your content.</p>
      {expired && (
        <div className="alert alert-warning" role="status">
          Your session has expired. Please sign in again.
        </div>
      )}
      {form.failure && (
        <div className="alert alert-danger" role="alert">
          {form.failure}
        </div>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="d-flex flex-column gap-3">
        <FormField id="login-email" label="Email" error={form.errors.email}>
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
        <FormField id="login-password" label="Password" error={form.errors.password}>
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
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p className="mt-3 mb-4 text-center">
        New here? <Link to="/register">Create an account</Link>
      </p>
      <section className="card card-body bg-body-tertiary border-0" aria-labelledby="demo-accounts">
        <h2 className="h6" id="demo-accounts">
          Demo accounts
        </h2>
        <ul className="list-unstyled mb-0 small d-flex flex-column gap-2">
          {demoAccounts.map((account) => (
            <li key={account.email} className="d-flex align-items-center gap-2">
              <span className="flex-grow-1">
                {account.label}: <code>{account.email}</code> / <code>{account.password}</code>
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
                Use<span className="visually-hidden"> the {account.label.toLowerCase()} account</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
