import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hasUnsavedInput } from '@console/auth';
import { createMemoryRouter, RouterProvider } from '@console/router';
import { useUnsavedChangesPrompt } from './unsaved-changes';

/** A form of the page, and a side panel after it with its own guard (closed: nothing to lose). */
function Page() {
  return (
    <main>
      <PageForm />
      <ClosedPanel />
    </main>
  );
}

function PageForm() {
  const [note, setNote] = useState('');
  const guard = useUnsavedChangesPrompt(note !== '');
  return (
    <label>
      Note <input value={note} onChange={(event) => setNote(event.target.value)} />
      {guard}
    </label>
  );
}

function ClosedPanel() {
  return useUnsavedChangesPrompt(false);
}

const renderPage = () => {
  const router = createMemoryRouter([{ path: '/edit', element: <Page /> }, { path: '/elsewhere', element: <h1>Elsewhere</h1> }], { initialEntries: ['/edit'] });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
};

it('asks before leaving a page whose form holds unsaved input, although a clean form’s guard was mounted after it', async () => {
  const { user, router } = renderPage();
  await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Call first');
  act(() => void router.navigate('/elsewhere'));
  const ask = await screen.findByRole('dialog', { name: 'Leave this page?' });
  expect(router.state.location.pathname).toBe('/edit');

  await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
  expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  expect(ask).not.toBeInTheDocument();
});

it('lets a page with nothing unsaved go without a question, and the tab close without the browser’s', async () => {
  const { router } = renderPage();
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented).toBe(false);
  act(() => void router.navigate('/elsewhere'));
  expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('counts the page’s unsaved input for the session while it is there, and no longer once it is cleared', async () => {
  const { user } = renderPage();
  expect(hasUnsavedInput()).toBe(false);
  await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Call first');
  expect(hasUnsavedInput()).toBe(true);
  await user.clear(screen.getByRole('textbox', { name: 'Note' }));
  expect(hasUnsavedInput()).toBe(false);
});
