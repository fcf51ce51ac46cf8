import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@console/router';
import { useSessionStore } from '@console/auth';
import { authDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import LoginPage from './login-page';
import RegisterPage from './register-page';
import ForgotPasswordPage from './forgot-password-page';

mockServerPerTest(() => [authDomain()]);
afterEach(() => useSessionStore.getState().signOut());

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/', element: <h1>Dashboard</h1> },
      { path: '/access-control', element: <h1>Access Control</h1> },
      { path: '/apps/todo', element: <h1>Todo</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

describe('login page', () => {
  it('checks the fields before sending anything', async () => {
    const { user } = renderAt('/login');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email.');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription('Enter your password.');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
  });

  it('shows wrong credentials at the email field and keeps the input', async () => {
    const { user } = renderAt('/login');
    await user.type(screen.getByLabelText('Email'), 'admin@demo.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email or Password is Invalid')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('admin@demo.com');
    expect(screen.getByLabelText('Email')).toBeInvalid();
  });

  it('fills a demo account, signs in and goes back to the page the user came from', async () => {
    const { user, router } = renderAt('/login?returnTo=%2Fapps%2Ftodo');
    await user.click(screen.getByRole('button', { name: 'Use the administrator account' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Todo' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apps/todo');
    expect(useSessionStore.getState().user?.email).toBe('admin@demo.com');
  });

  it('sends a client to Access Control, and never to another site', async () => {
    const { user } = renderAt('/login?returnTo=https%3A%2F%2Fevil.example.com');
    await user.click(screen.getByRole('button', { name: 'Use the client account' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Access Control' })).toBeInTheDocument();
  });

  it('the password can be shown and hidden', async () => {
    const { user } = renderAt('/login');
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});

describe('register page', () => {
  it('shows both taken-email and taken-username messages together', async () => {
    const { user } = renderAt('/register');
    await user.type(screen.getByLabelText('Username'), 'nadia.okafor');
    await user.type(screen.getByLabelText('Email'), 'admin@demo.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This username is already in use.');
  });

  it('asks for a longer password before sending', async () => {
    const { user } = renderAt('/register');
    await user.type(screen.getByLabelText('Username'), 'new.person');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), '123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription('Use at least 6 characters.');
  });

  it('creates the account and signs in as an administrator', async () => {
    const { user } = renderAt('/register');
    await user.type(screen.getByLabelText('Username'), 'new.person');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(useSessionStore.getState().ability.can('manage', 'all')).toBe(true);
  });
});

describe('forgot password page', () => {
  it('confirms without saying whether the account exists', async () => {
    const { user } = renderAt('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('status')).toHaveTextContent('If an account exists for someone@example.com, a reset link is on its way.');
  });
});
