import { act, screen, waitFor } from '@testing-library/react';
import { Response } from 'miragejs';
import { authDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';
import { switchLanguage } from '../../i18n/i18n';
import { renderRoutesAt } from './test-kit';

const mock = mockServerPerTest(() => [authDomain()]);

// The mock's mailbox is the console: each reset link it "mails" is a console.info.
let mailbox: jest.SpyInstance;
beforeEach(() => {
  mailbox = jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => mailbox.mockRestore());

const mailedLinks = () => mailbox.mock.calls.flatMap((args: unknown[]) => /\S+\/reset-password\?token=\S+/.exec(args.join(' ')) ?? []);
const post = (url: string, body: unknown) => fetch(url, { method: 'POST', body: JSON.stringify(body) });

/** The path of the reset link the mock mails for `email` (asked for directly, not through a page). */
async function mailedResetPath(email: string): Promise<string> {
  await post('/jwt/forgot-password', { email });
  const url = new URL(mailedLinks().at(-1) ?? '');
  return url.pathname + url.search;
}

const tokenOf = (path: string) => new URLSearchParams(path.split('?')[1]).get('token');

const renderAt = (path: string) =>
  renderRoutesAt(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <h1>Sign in page</h1> },
    ],
    path,
  );

const newPassword = () => screen.getByLabelText(/^New password/, { selector: 'input' });
const confirmPassword = () => screen.getByLabelText(/^Confirm password/, { selector: 'input' });

describe('forgot password page', () => {
  it('asks the API for a link, says so without telling whether the account exists, and the link arrives', async () => {
    const { user } = renderAt('/forgot-password');
    await user.type(screen.getByLabelText(/^Email/), 'client@demo.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for client@demo.com, a reset link is on its way.');
    expect(mailedLinks()).toHaveLength(1);
  });

  it('says the same for an address with no account, for which nothing is mailed', async () => {
    const { user } = renderAt('/forgot-password');
    await user.type(screen.getByLabelText(/^Email/), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for someone@example.com, a reset link is on its way.');
    expect(mailedLinks()).toEqual([]);
  });

  it('shows that it is sending, and sends once', async () => {
    let answer = () => {};
    const calls: unknown[] = [];
    mock.server().post('/jwt/forgot-password', (_schema, request) => {
      calls.push(JSON.parse(request.requestBody));
      return new Promise((resolve) => {
        answer = () => resolve(new Response(202, {}, { message: 'Sent.' }));
      });
    });
    const { user } = renderAt('/forgot-password');
    await user.type(screen.getByLabelText(/^Email/), 'client@demo.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    // Unavailable, and still holding the focus of the press (a disabled button would drop it).
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(sending).toHaveFocus();
    await user.click(sending);
    await user.keyboard('{Enter}');
    act(() => answer());
    expect(await screen.findByRole('status')).toHaveTextContent('client@demo.com');
    expect(calls).toEqual([{ email: 'client@demo.com' }]);
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it('says a server failure in an alert, claims nothing was sent, and keeps the input', async () => {
    mock.server().post('/jwt/forgot-password', () => new Response(500, {}, { message: 'The mail service is down.' }));
    const { user } = renderAt('/forgot-password');
    await user.type(screen.getByLabelText(/^Email/), 'client@demo.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The mail service is down.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('client@demo.com');
  });

  it('checks the email at the field before sending anything', async () => {
    const { user } = renderAt('/forgot-password');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
    await user.type(screen.getByLabelText(/^Email/), 'client.demo.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(mailedLinks()).toEqual([]);
  });
});

describe('reset password page', () => {
  it('says a link without a token is incomplete, and links to ask for a new one', async () => {
    const { user, router } = renderAt('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    expect(screen.queryByLabelText(/^New password/, { selector: 'input' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('wants the password twice alike, said at the confirmation', async () => {
    const { user } = renderAt(await mailedResetPath('client@demo.com'));
    expect(newPassword()).toBeRequired();
    expect(confirmPassword()).toBeRequired();
    await user.type(newPassword(), 'Fresh-start9');
    await user.type(confirmPassword(), 'Fresh-start8');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(confirmPassword()).toHaveAccessibleDescription('The passwords do not match.');
    expect(confirmPassword()).toHaveFocus();
    expect((await post('/jwt/login', { email: 'client@demo.com', password: 'client' })).status).toBe(200);
  });

  it("says the password policy at the field, in the policy's words", async () => {
    const { user } = renderAt(await mailedResetPath('client@demo.com'));
    await user.type(newPassword(), 'secret12');
    await user.type(confirmPassword(), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(newPassword()).toHaveAccessibleDescription('Use at least 8 characters with a lower-case letter, an upper-case letter and a digit or symbol.');
    expect(newPassword()).toHaveFocus();
  });

  it("shows the API's refusal of the password at the field and keeps the input", async () => {
    // The account's password is Fresh-start9 already.
    expect((await post('/jwt/reset-password', { token: tokenOf(await mailedResetPath('client@demo.com')), password: 'Fresh-start9' })).status).toBe(200);
    const { user } = renderAt(await mailedResetPath('client@demo.com'));
    await user.type(newPassword(), 'Fresh-start9');
    await user.type(confirmPassword(), 'Fresh-start9');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(newPassword()).toHaveAccessibleDescription('This is already your password. Sign in with it, or choose another one.'));
    expect(newPassword()).toHaveValue('Fresh-start9');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('changes the password, says so and links to sign in; the new password then signs in', async () => {
    const { user, router } = renderAt(await mailedResetPath('client@demo.com'));
    await user.type(newPassword(), 'Fresh-start9');
    await user.type(confirmPassword(), 'Fresh-start9');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Your password has been changed. Sign in with your new password.');
    expect(done).toHaveFocus();
    expect(screen.queryByLabelText(/^New password/, { selector: 'input' })).not.toBeInTheDocument();
    expect((await post('/jwt/login', { email: 'client@demo.com', password: 'Fresh-start9' })).status).toBe(200);
    expect((await post('/jwt/login', { email: 'client@demo.com', password: 'client' })).status).toBe(400);
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says a used link is refused, with a link to ask for a new one', async () => {
    const path = await mailedResetPath('client@demo.com');
    expect((await post('/jwt/reset-password', { token: tokenOf(path), password: 'Fresh-start9' })).status).toBe(200);
    const { user } = renderAt(path);
    await user.type(newPassword(), 'Another-go7');
    await user.type(confirmPassword(), 'Another-go7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent('This reset link has expired or was already used. Ask for a new one.');
    expect(refused).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
    expect((await post('/jwt/login', { email: 'client@demo.com', password: 'Another-go7' })).status).toBe(400);
  });

  it('says a server failure in an alert and keeps the input', async () => {
    mock.server().post('/jwt/reset-password', () => new Response(503, {}, { message: 'The account service is down.' }));
    const { user } = renderAt('/reset-password?token=abc');
    await user.type(newPassword(), 'Fresh-start9');
    await user.type(confirmPassword(), 'Fresh-start9');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The account service is down.');
    expect(newPassword()).toHaveValue('Fresh-start9');
    expect(confirmPassword()).toHaveValue('Fresh-start9');
  });

  it('tells its two Show buttons apart', () => {
    renderAt('/reset-password?token=abc');
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password confirmation' })).toBeInTheDocument();
  });

  describe('in French and Arabic', () => {
    afterEach(() => act(() => switchLanguage('en')));

    it('labels, checks and refusals in French', async () => {
      await act(() => switchLanguage('fr'));
      const { user } = renderAt('/reset-password?token=forged');
      await user.type(screen.getByLabelText(/^Nouveau mot de passe/, { selector: 'input' }), 'Fresh-start9');
      await user.type(screen.getByLabelText(/^Confirmez le mot de passe/, { selector: 'input' }), 'Fresh-start8');
      await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
      expect(screen.getByLabelText(/^Confirmez le mot de passe/, { selector: 'input' })).toHaveAccessibleDescription('Les mots de passe ne correspondent pas.');
      await user.clear(screen.getByLabelText(/^Confirmez le mot de passe/, { selector: 'input' }));
      await user.type(screen.getByLabelText(/^Confirmez le mot de passe/, { selector: 'input' }), 'Fresh-start9');
      await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien de réinitialisation a expiré ou a déjà été utilisé. Demandez-en un nouveau.');
      expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toBeInTheDocument();
    });

    it('the incomplete link in Arabic', async () => {
      await act(() => switchLanguage('ar'));
      renderAt('/reset-password');
      expect(screen.getByRole('heading', { name: 'اختر كلمة مرور جديدة' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('رابط إعادة التعيين هذا غير مكتمل.');
      expect(screen.getByRole('link', { name: 'اطلب رابطًا جديدًا' })).toBeInTheDocument();
    });
  });
});
