import { act, screen, waitFor } from '@testing-library/react';
import { signInWithPassword, useSessionStore } from '@console/auth';
import { authDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderRoutesAt } from '../pages/auth/test-kit';
import { RequireSession } from './require-session';

mockServerPerTest(() => [authDomain()]);
afterEach(() => useSessionStore.getState().signOut());

/** A signed-in page with a form, its Notes typed into, when the session expires. */
async function typedIntoThenExpired() {
  await signInWithPassword('admin@demo.com', 'admin');
  const view = renderRoutesAt(
    [
      { path: '/login', element: <h1>Sign in page</h1> },
      { path: '/apps/todo', element: <RequireSession><label>Notes <textarea /></label></RequireSession> },
    ],
    '/apps/todo',
  );
  await view.user.type(screen.getByLabelText('Notes'), 'Half a note');
  act(() => useSessionStore.getState().expire());
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Your session has expired' }) };
}

it('asks to sign in again over the page, which keeps what was typed; a wrong password is said at the field', async () => {
  const { user, dialog } = await typedIntoThenExpired();
  expect(dialog).toHaveAccessibleDescription(/Sign in again as admin@demo.com to carry on/);
  expect(screen.getByLabelText('Notes', { selector: 'textarea' })).toHaveValue('Half a note');
  // Escape does not dismiss it: without a session there is nothing to do on the page.
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Your session has expired' })).toBeInTheDocument();

  const password = screen.getByLabelText(/^Password/, { selector: 'input' });
  await waitFor(() => expect(password).toHaveFocus());
  await user.keyboard('wrong');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(password).toHaveAccessibleDescription('Email or Password is Invalid'));
  expect(useSessionStore.getState().accessToken).toBeNull();

  await user.clear(password);
  await user.type(password, 'admin{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(useSessionStore.getState()).toMatchObject({ user: { email: 'admin@demo.com' }, accessToken: expect.any(String) });
  expect(screen.getByLabelText('Notes')).toHaveValue('Half a note');
});

it('signing in as someone else leaves for the login page, which returns to this page', async () => {
  const { user, router } = await typedIntoThenExpired();
  expect(screen.getByText('This leaves the page: changes not saved yet are lost.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Sign in as someone else' }));
  expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
  expect(router.state.location).toMatchObject({ pathname: '/login', search: '?returnTo=%2Fapps%2Ftodo' });
  expect(useSessionStore.getState().user).toBeNull();
});

it('makes a side panel open beneath inert while it asks, so the password keeps the focus, and gives the panel back after', async () => {
  await signInWithPassword('admin@demo.com', 'admin');
  // As a remote draws it (its own react-bootstrap, which would pull the focus back into it).
  const panel = (
    <div className="offcanvas show" role="dialog" aria-label="Add task">
      <label>
        Title <input defaultValue="Typed before expiry" />
      </label>
    </div>
  );
  const { user } = renderRoutesAt([{ path: '/apps/todo', element: <RequireSession>{panel}</RequireSession> }], '/apps/todo');
  const beneath = screen.getByRole('dialog', { name: 'Add task' });
  act(() => useSessionStore.getState().expire());
  await screen.findByRole('dialog', { name: 'Your session has expired' });
  await waitFor(() => expect(beneath).toHaveAttribute('inert'));
  const password = screen.getByLabelText(/^Password/, { selector: 'input' });
  await waitFor(() => expect(password).toHaveFocus());

  await user.type(password, 'admin{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your session has expired' })).not.toBeInTheDocument());
  expect(beneath).not.toHaveAttribute('inert');
  expect(screen.getByLabelText('Title')).toHaveValue('Typed before expiry');
});

it('says a sign-out in another tab, kept over a page with unsaved input, and giving up says so on the login page', async () => {
  await signInWithPassword('admin@demo.com', 'admin');
  const { user } = renderRoutesAt(
    [
      { path: '/login', element: <h1>Sign in page</h1> },
      { path: '/apps/todo', element: <RequireSession><label>Notes <textarea defaultValue="Half a note" /></label></RequireSession> },
    ],
    '/apps/todo',
  );
  // followOtherTab's answer to a sign-out there while this page holds unsaved input.
  act(() => useSessionStore.getState().expire('elsewhere'));
  const dialog = await screen.findByRole('dialog', { name: 'You signed out in another tab' });
  expect(dialog).toHaveAccessibleDescription(/Sign in again as admin@demo.com to carry on/);
  expect(screen.getByLabelText('Notes', { selector: 'textarea' })).toHaveValue('Half a note');
  await user.click(screen.getByRole('button', { name: 'Sign in as someone else' }));
  expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
  expect(useSessionStore.getState()).toMatchObject({ user: null, endedBecause: 'elsewhere' });
});
