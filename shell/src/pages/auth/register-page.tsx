import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@console/router';
import toast from 'react-hot-toast';
import { registerAndSignIn } from '@console/auth';
import { FormField, fieldControlProps } from '@console/ui';
import { useT } from '../../i18n/use-t';
import { PasswordInput } from './password-input';
import { checkEmail, useFormErrors } from './use-form-errors';

const minPassword = 6;

/** Create an account; a taken email and username both show their message at their field. */
export default function RegisterPage() {
  const [fields, setFields] = useState({ username: '', email: '', password: '' });
  const [pending, setPending] = useState(false);
  const form = useFormErrors();
  const navigate = useNavigate();
  const { t } = useT();

  const change = (name: keyof typeof fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    form.clear(name);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!fields.username.trim()) found.username = t('auth.errors.usernameRequired');
    const emailProblem = checkEmail(fields.email);
    if (emailProblem) found.email = t(emailProblem);
    if (fields.password.length < minPassword) found.password = t('auth.errors.passwordShort', { count: minPassword });
    form.reset();
    if (Object.keys(found).length) return form.setErrors(found);
    setPending(true);
    try {
      const user = await registerAndSignIn({ username: fields.username.trim(), email: fields.email.trim(), password: fields.password });
      toast.success(t('auth.welcomeAboard', { name: user.fullName || user.username }));
      navigate('/', { replace: true });
    } catch (error) {
      form.fail(error);
      setPending(false);
    }
  };

  const text = (name: 'username' | 'email', label: string, type: string, autoComplete: string) => (
    <FormField id={`register-${name}`} label={label} error={form.errors[name]}>
      <input
        {...fieldControlProps(`register-${name}`, form.errors[name])}
        type={type}
        autoComplete={autoComplete}
        className={`form-control${form.errors[name] ? ' is-invalid' : ''}`}
        value={fields[name]}
        onChange={(event) => change(name)(event.target.value)}
      />
    </FormField>
  );

  return (
    <>
      <h1 className="h3 mb-1">{t('auth.registerTitle')}</h1>
      <p className="text-body-secondary">{t('auth.registerIntro')}</p>
      {form.failure && (
        <div className="alert alert-danger" role="alert">
          {form.failure}
        </div>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="d-flex flex-column gap-3">
        {text('username', t('auth.username'), 'text', 'username')}
        {text('email', t('auth.email'), 'email', 'email')}
        <FormField id="register-password" label={t('auth.password')} error={form.errors.password}>
          <PasswordInput
            {...fieldControlProps('register-password', form.errors.password)}
            autoComplete="new-password"
            className={`form-control${form.errors.password ? ' is-invalid' : ''}`}
            value={fields.password}
            onChange={(event) => change('password')(event.target.value)}
          />
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? t('auth.creating') : t('auth.create')}
        </button>
      </form>
      <p className="mt-3 text-center">
        {t('auth.haveAccount')} <Link to="/login">{t('auth.signIn')}</Link>
      </p>
    </>
  );
}
