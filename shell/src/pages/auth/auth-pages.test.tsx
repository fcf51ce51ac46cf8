import { act, screen, within, waitFor } from '@testing-library/react';
import { Response } from 'miragejs';
import { useSessionStore } from '@console/auth';
import { authDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import LoginPage from './login-page';
import RegisterPage from './register-page';
import { switchLanguage } from '../../i18n/i18n';
import { renderRoutesAt } from './test-kit';
import HomeRoute from '../home-route';

const mock = mockServerPerTest(() => [authDomain()]);
afterEach(() => useSessionStore.getState().signOut());

const renderAt = (path: string) =>
  renderRoutesAt(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      // The real home: it sends each user on to their own first page.
      { path: '/', element: <HomeRoute /> },
      { path: '/access-control', element: <h1>Access Control</h1> },
      { path: '/apps/todo', element: <h1>Todo</h1> },
    ],
    path,
  );

describe('login page', () => {
  it('marks both fields required, then checks them before sending anything', async () => {
    const { user } = renderAt('/login');
    // Said to a screen reader, and shown as the console's other forms show it (an asterisk).
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
    expect(screen.getByLabelText('Password *', { selector: 'input' })).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter your email.');
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAccessibleDescription('Enter your password.');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    expect(screen.getByLabelText(/^Email/)).not.toHaveAccessibleDescription();
  });

  it('checks a field again when it is left, and focuses the first field to fix', async () => {
    const { user } = renderAt('/login');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    await user.type(screen.getByLabelText(/^Email/), 'admin.demo.com');
    await user.tab();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAccessibleDescription('Enter your password.');
  });

  it('shows wrong credentials once, at the email field, which gets the focus', async () => {
    const { user } = renderAt('/login');
    await user.type(screen.getByLabelText(/^Email/), 'admin@demo.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email or Password is Invalid'));
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('says any other failure as the spec’s “Something went wrong” in an alert, and keeps the input', async () => {
    mock.server().post('/jwt/login', () => new Response(503, {}, { message: 'The sign-in service is down.' }));
    const { user } = renderAt('/login');
    await user.click(screen.getByRole('button', { name: 'Use the administrator account' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong$/);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('admin@demo.com');
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('admin');
  });

  it('shows wrong credentials at the email field and keeps the input', async () => {
    const { user } = renderAt('/login');
    await user.type(screen.getByLabelText(/^Email/), 'admin@demo.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email or Password is Invalid')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('admin@demo.com');
    expect(screen.getByLabelText(/^Email/)).toBeInvalid();
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

  describe('in French', () => {
    afterEach(() => act(() => switchLanguage('en')));

    it("shows the fields' checks in French", async () => {
      await act(() => switchLanguage('fr'));
      const { user } = renderAt('/login');
      await user.click(screen.getByRole('button', { name: 'Se connecter' }));
      expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Saisissez votre e-mail.');
      expect(screen.getByLabelText(/^Mot de passe/, { selector: 'input' })).toHaveAccessibleDescription('Saisissez votre mot de passe.');
      expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    });

    it('writes the demo accounts as French does, a space before the colon', async () => {
      await act(() => switchLanguage('fr'));
      renderAt('/login');
      const accounts = screen.getByRole('region', { name: 'Comptes de démonstration' });
      expect(within(accounts).getAllByRole('listitem')[0]).toHaveTextContent(/^Administrateur : admin@demo\.com \/ admin/);
    });
  });

  it('the password can be shown and hidden', async () => {
    const { user } = renderAt('/login');
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    // The button's name says what it does now, and nothing contradicts it.
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).not.toHaveAttribute('aria-pressed');
    await user.click(hide);
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).not.toHaveAttribute('aria-pressed');
  });
});

describe('register page', () => {
  it('shows both taken-email and taken-username messages together', async () => {
    const { user } = renderAt('/register');
    for (const name of ['Username', 'Email']) expect(screen.getByRole('textbox', { name })).toBeRequired();
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toBeRequired();
    await user.type(screen.getByLabelText(/^Username/), 'nadia.okafor');
    await user.type(screen.getByLabelText(/^Email/), 'admin@demo.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription('This username is already in use.');
  });

  it("focuses the first field the server refused, with no alert repeating the fields' messages", async () => {
    const { user } = renderAt('/register');
    await user.type(screen.getByLabelText(/^Username/), 'nadia.okafor');
    await user.type(screen.getByLabelText(/^Email/), 'admin@demo.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('This email is already in use.'));
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('nadia.okafor');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a strong password before sending', async () => {
    const { user } = renderAt('/register');
    await user.type(screen.getByLabelText(/^Username/), 'new.person');
    await user.type(screen.getByLabelText(/^Email/), 'new@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), '123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAccessibleDescription('Use at least 8 characters with a lower-case letter, an upper-case letter and a digit or symbol.');
  });

  it('creates the account and signs in as an administrator', async () => {
    const { user } = renderAt('/register');
    await user.type(screen.getByLabelText(/^Username/), 'new.person');
    await user.type(screen.getByLabelText(/^Email/), 'new@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the console' })).toBeInTheDocument();
    expect(useSessionStore.getState().ability.can('manage', 'all')).toBe(true);
  });
});
