import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Navigate, RouterProvider } from '@console/router';
import { developmentUser, useSessionStore } from '@console/auth';
import { onUnsentWork, usePendingRemovals, useUnsavedChangesPrompt } from '@console/ui';
import { useLogOut } from '../layout/user-menu';
import { logOutLoader } from './log-out';

const deleted = jest.fn(() => Promise.resolve());

/** A form with unsaved changes, and a list row deleted with Undo still on offer. */
function EditingPage({ dirty = true }: { dirty?: boolean }) {
  const prompt = useUnsavedChangesPrompt(dirty);
  const [logOut, question] = useLogOut();
  const removals = usePendingRemovals<{ id: number }>();
  return (
    <>
      <h1>Edit video</h1>
      <button type="button" onClick={() => removals.remove([{ id: 7 }], { message: 'Video deleted.', commit: deleted })}>
        Delete
      </button>
      <button type="button" onClick={logOut}>
        Log out
      </button>
      {prompt}
      {question}
    </>
  );
}

/** The page at /, with the /logout route as the shell has it; returns the router. */
function openConsole(dirty = true) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <EditingPage dirty={dirty} /> },
      { path: '/logout', loader: logOutLoader, element: <Navigate to="/login" replace /> },
      { path: '/login', element: <h1>Sign in</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  deleted.mockClear();
  useSessionStore.getState().setUser(developmentUser);
});
afterEach(() => useSessionStore.getState().setUser(null));

it('asks before Log out throws away unsaved changes, and signs out only once the user lets them go', async () => {
  const router = openConsole();
  const user = userEvent.setup();

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

it('sends a delete waiting on its Undo only once Log out goes ahead, while still signed in', async () => {
  openConsole();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete' }));

  // Keep editing: the user stays, and so does the Undo (nothing sent behind their back).
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', { name: 'Keep editing' }));
  expect(deleted).not.toHaveBeenCalled();

  let signedInWhenSent = false;
  deleted.mockImplementation(() => {
    signedInWhenSent = useSessionStore.getState().user !== null;
    return Promise.resolve();
  });
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', { name: 'Discard changes' }));
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(deleted).toHaveBeenCalledTimes(1);
  expect(signedInWhenSent).toBe(true);
});

describe('unsent work kept beyond its page (chat drafts)', () => {
  let unsent: string | null = null;
  let stopAsking: () => void;
  beforeEach(() => {
    unsent = 'The chat messages you typed and have not sent will be lost.';
    stopAsking = onUnsentWork(() => unsent);
  });
  afterEach(() => stopAsking());

  it('is named before Log out, which signs out only once the user says so', async () => {
    openConsole(false);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const ask = await screen.findByRole('dialog', { name: 'Log out and lose unsent work?' });
    expect(ask).toHaveTextContent(unsent ?? '');
    await user.click(within(ask).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useSessionStore.getState().user).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Log out and lose unsent work?' })).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('asks nothing once the work is sent', async () => {
    unsent = null;
    openConsole(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
