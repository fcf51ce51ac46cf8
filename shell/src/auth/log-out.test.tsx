import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Navigate, RouterProvider } from '@console/router';
import { developmentUser, useSessionStore } from '@console/auth';
import { useUnsavedChangesPrompt } from '@console/ui';
import { useLogOut } from '../layout/user-menu';
import { logOutLoader } from './log-out';

function EditingPage() {
  const prompt = useUnsavedChangesPrompt(true);
  const logOut = useLogOut();
  return (
    <>
      <h1>Edit video</h1>
      <button type="button" onClick={logOut}>
        Log out
      </button>
      {prompt}
    </>
  );
}

beforeEach(() => useSessionStore.getState().setUser(developmentUser));
afterEach(() => useSessionStore.getState().setUser(null));

it('asks before Log out throws away unsaved changes, and signs out only once the user lets them go', async () => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <EditingPage /> },
      { path: '/logout', loader: logOutLoader, element: <Navigate to="/login" replace /> },
      { path: '/login', element: <h1>Sign in</h1> },
    ],
    { initialEntries: ['/'] },
  );
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);

  await user.click(screen.getByRole('button', { name: 'Log out' }));
  const ask = await screen.findByRole('dialog', { name: 'Leave this page?' });
  await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
  expect(screen.getByRole('heading', { name: 'Edit video' })).toBeInTheDocument();
  expect(useSessionStore.getState().user).not.toBeNull();

  await user.click(screen.getByRole('button', { name: 'Log out' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', { name: 'Discard changes' }));
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(useSessionStore.getState().user).toBeNull();
  expect(router.state.location.pathname).toBe('/login');
});
