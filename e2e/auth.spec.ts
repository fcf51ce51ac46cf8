import { expect, test, type Page } from '@playwright/test';
import { accounts, seriousAxeFindings, signInAs } from './fixtures';

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const storedSession = (page: Page) =>
  page.evaluate(() => ['userData', 'accessToken', 'refreshToken'].map((key) => localStorage.getItem(key)));

test('an admin signs in and lands on the dashboard with a welcome toast', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('admin@demo.com')).toBeVisible(); // the demo accounts are shown
  await signInWithForm(page, accounts.admin.email, accounts.admin.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Welcome, ' })).toBeVisible();
  expect(await storedSession(page)).not.toContain(null);
});

test('a wrong password shows the spec message at the email field; the button waits while pending', async ({ page }) => {
  // A slow mock answer (documented demo setting) makes the pending state observable.
  await page.goto('/login?mockLatency=600');
  await page.getByLabel(/^Email/).fill(accounts.admin.email);
  await page.getByLabel(/^Password/).fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  await expect(page.getByLabel(/^Email/)).toHaveAccessibleDescription('Email or Password is Invalid');
  await expect(page.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(page).toHaveURL(/\/login/);
});

test('registering with a used email and username shows both messages at their fields', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel(/^Username/).fill('nadia.okafor');
  await page.getByLabel(/^Email/).fill(accounts.admin.email);
  await page.getByLabel(/^Password/).fill('Secret123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel(/^Email/)).toHaveAccessibleDescription('This email is already in use.');
  await expect(page.getByLabel(/^Username/)).toHaveAccessibleDescription('This username is already in use.');
});

test('a new account is created, signed in and lands on the dashboard', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel(/^Username/).fill('mara.quinn');
  await page.getByLabel(/^Email/).fill('mara@example.com');
  await page.getByLabel(/^Password/).fill('Secret123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeVisible();
});

test('a forgotten password is reset by the mailed link, once; the new password signs in', async ({ page }) => {
  // The mock's mailbox is the browser console (docs/api/auth.md).
  const mailed = page.waitForEvent('console', (message) => message.text().includes('/reset-password?token='));
  await page.goto('/login');
  await page.getByRole('link', { name: /Forgot password/ }).click();
  // The page loads on its first visit: until it shows, 'Email' is still the sign-in form's field.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel(/^Email/).fill(accounts.client.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If an account exists for ${accounts.client.email}` })).toBeVisible();
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec((await mailed).text())?.[0] ?? '';
  expect(link).not.toBe('');

  await page.goto(link);
  await page.getByLabel(/^New password/).fill('Harbour2026!');
  await page.getByLabel(/^Confirm password/).fill('Harbour2026!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

  await page.goto(link); // a second use is refused
  await page.getByLabel(/^New password/).fill('Another2026!');
  await page.getByLabel(/^Confirm password/).fill('Another2026!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This reset link has expired or was already used.' })).toBeVisible();

  await page.goto('/login');
  await signInWithForm(page, accounts.client.email, accounts.client.password);
  await expect(page.getByLabel(/^Email/)).toHaveAccessibleDescription('Email or Password is Invalid');
  await signInWithForm(page, accounts.client.email, 'Harbour2026!');
  await expect(page).not.toHaveURL(/\/login/);
});

test('a reset link opened signed in works, and ends the sessions signed in with the old password', async ({ page }) => {
  await signInAs(page, 'editor');
  await page.goto('/media/videos');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const mailed = page.waitForEvent('console', (message) => message.text().includes('/reset-password?token='));
  await page.evaluate((email) => fetch('/jwt/forgot-password', { method: 'POST', body: JSON.stringify({ email }) }), accounts.editor.email);
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec((await mailed).text())?.[0] ?? '';

  await page.goto(link); // signed in: the page opens all the same
  await page.getByLabel(/^New password/).fill('Harbour2026!');
  await page.getByLabel(/^Confirm password/).fill('Harbour2026!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

  // Back in the console, the session from before the reset is over: sign in again, new password.
  await page.goto('/media/videos');
  const again = page.getByRole('dialog', { name: 'Your session has expired' });
  await expect(again).toBeVisible();
  await again.getByLabel(/^Password/).fill('Harbour2026!');
  await again.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(again).toBeHidden();
  await expect(page.getByRole('table').first()).toBeVisible();
});

test('a client lands on Access Control and cannot open an admin page by URL', async ({ page }) => {
  await page.goto('/login');
  await signInWithForm(page, accounts.client.email, accounts.client.password);
  await expect(page).toHaveURL(/\/access-control$/);
  await expect(page.getByRole('cell', { name: 'ACL' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Todo' })).toHaveCount(0);

  await page.goto('/apps/todo');
  await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tasks' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/access-control$/);
});

test('a reload keeps the session; logout clears it and returns to login', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/apps/todo');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Tasks' })).toBeVisible();

  await page.getByRole('button', { name: /Nadia Okafor/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toEqual([null, null, null]);
  await page.goto('/apps/todo');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fapps%2Ftodo$/);
  // The mock recorded the sign-out: back in, it is among the user's own actions, after the sign-in.
  await signInAs(page, 'admin');
  await page.goto('/distribution/actions/mine');
  const actions = page.getByRole('table', { name: 'My actions' }).getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(actions.first()).toContainText('Sign in');
  await expect(actions.nth(1)).toContainText('Sign out');
});

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await signInAs(page, 'admin');
  const expired = await page.evaluate(() => {
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const token = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 1, typ: 'access', iat: 1, exp: 2 })}.expired`;
    localStorage.setItem('accessToken', token);
    return token;
  });
  await page.goto('/apps/todo');
  await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').first()).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/todo$/);
  const current = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(current).not.toBe(expired);
});

test('when the session can no longer be refreshed, the user signs in again over the page and loses nothing typed', async ({ page }) => {
  await page.clock.install();
  await signInAs(page, 'admin');
  await page.goto('/apps/todo/important');
  await expect(page.getByRole('list', { name: 'Tasks' })).toBeVisible();
  // What follows the page's first paint (the navbar's bookmarks and widgets, other remotes) runs
  // on timers and frames, which the installed clock holds: let it run, as it does in seconds for a
  // real user, before the 11 minutes pass; otherwise it would all call the API after them.
  await page.clock.runFor(6_000);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add task' }).click();
  const panel = page.getByRole('dialog', { name: 'Add task' });
  await panel.getByLabel('Title').fill('Written before lunch');
  await page.clock.fastForward('11:00'); // both tokens live 10 minutes
  // The installed clock holds timers until resumed; the mock answers (and dialogs fade) on them.
  await page.clock.resume();
  await panel.getByRole('button', { name: 'Add' }).click();

  const again = page.getByRole('dialog', { name: 'Your session has expired' });
  await expect(again).toBeVisible();
  // Typed as a person types, over the remote's open panel (which must not pull the focus back).
  await expect(again.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(accounts.admin.password);
  await expect(again.getByText('Enter your password.')).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(again).toBeHidden();
  await expect(panel.getByLabel('Title')).toHaveValue('Written before lunch');
  await panel.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Task added' })).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/todo\/important$/);

  // Expired again: giving up goes to login, which returns to the page the user was going to.
  await page.clock.fastForward('11:00');
  await page.getByRole('link', { name: 'Completed' }).click();
  await again.getByRole('button', { name: 'Sign in as someone else' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await signInWithForm(page, accounts.admin.email, accounts.admin.password);
  await expect(page).toHaveURL(/\/apps\/todo\/completed$/);

  // Last: after axe has run in it, this page's mock no longer answers under the installed clock.
  // What the page does once settled (widgets, other remotes) is done before the minutes pass.
  await page.clock.runFor(6_000);
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('11:00');
  await page.getByRole('link', { name: 'Important' }).click();
  await expect(again).toBeVisible();
  expect(await seriousAxeFindings(page, 'sign in again')).toEqual([]);
});

test('corrupted local storage falls back to signed out instead of crashing', async ({ page }) => {
  await page.goto('/login');
  for (const [userData, accessToken] of [
    ['{"id": 1,', 'x'],
    [JSON.stringify({ id: 1, email: 'a@b.c', role: 'admin', ability: [{ action: 'manage', subject: 'all', conditions: { hacked: true } }] }), 'x'],
  ]) {
    await page.evaluate(([user, token]) => {
      localStorage.setItem('userData', user!);
      localStorage.setItem('accessToken', token!);
      localStorage.setItem('refreshToken', token!);
    }, [userData, accessToken]);
    await page.goto('/apps/todo');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    // Said on the login page, in the production build's chunks as in the tests.
    await expect(page.getByText(/^Your saved sign-in could not be read/)).toBeVisible();
    expect(await storedSession(page)).toEqual([null, null, null]);
  }
});
