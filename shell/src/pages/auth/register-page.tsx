import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { registerAndSignIn } from '@console/auth';
import { FormField, fieldControlProps } from '@console/ui';
import { PasswordInput } from './password-input';
import { checkEmail, useFormErrors } from './use-form-errors';

const minPassword = 6;

/** Create an account; a taken email and username both show their message at their field. */
export default function RegisterPage() {
  const [fields, setFields] = useState({ username: '', email: '', password: '' });
  const [pending, setPending] = useState(false);
  const form = useFormErrors();
  const navigate = useNavigate();

  const change = (name: keyof typeof fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    form.clear(name);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!fields.username.trim()) found.username = 'Choose a username.';
    const emailProblem = checkEmail(fields.email);
    if (emailProblem) found.email = emailProblem;
    if (fields.password.length < minPassword) found.password = `Use at least ${minPassword} characters.`;
    form.reset();
    if (Object.keys(found).length) return form.setErrors(found);
    setPending(true);
    try {
      const user = await registerAndSignIn({ username: fields.username.trim(), email: fields.email.trim(), password: fields.password });
      toast.success(`Welcome aboard, ${user.fullName || user.username}!`);
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
      <h1 className="h3 mb-1">Create an account</h1>
      <p className="text-body-secondary">Start managing your channels and videos.</p>
      {form.failure && (
        <div className="alert alert-danger" role="alert">
          {form.failure}
        </div>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="d-flex flex-column gap-3">
        {text('username', 'Username', 'text', 'username')}
        {text('email', 'Email', 'email', 'email')}
        <FormField id="register-password" label="Password" error={form.errors.password}>
          <PasswordInput
            {...fieldControlProps('register-password', form.errors.password)}
            autoComplete="new-password"
            className={`form-control${form.errors.password ? ' is-invalid' : ''}`}
            value={fields.password}
            onChange={(event) => change('password')(event.target.value)}
          />
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? 'Creating your account…' : 'Create account'}
        </button>
      </form>
      <p className="mt-3 text-center">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </>
  );
}
