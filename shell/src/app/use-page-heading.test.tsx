import { useEffect, useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@console/router';
import { developmentUser, useSessionStore } from '@console/auth';
import { navbarSearchDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { loadRemoteModule } from '../remotes/remote-source';
import { clearRegistry, listed, moduleFor, mountListing, todoMeta } from '../remotes/test-kit';
import { shellRoutes } from './routes';

jest.mock('../remotes/remote-source', () => ({ loadRemoteModule: jest.fn(), readManifest: jest.fn() }));
const loader = jest.mocked(loadRemoteModule);
mockServerPerTest(() => [navbarSearchDomain()]);

/** An unsigned token that is good for ten more minutes (the client never checks signatures). */
const liveToken = () => `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 }))}.sig`;

const meta = todoMeta();
const TodoPage = () => <h1>Todo page</h1>;
function NewTaskPage() {
  return (
    <>
      <h1>New task</h1>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a page that places the focus itself */}
      <input aria-label="Title" autoFocus />
    </>
  );
}

function renderShellAt(path: string) {
  mountListing([listed(meta)]);
  const router = createMemoryRouter(shellRoutes([listed(meta)]), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

beforeEach(() => {
  useSessionStore.getState().signIn({ user: developmentUser, accessToken: liveToken(), refreshToken: liveToken() });
  loader.mockResolvedValue(moduleFor(meta, { '': TodoPage, new: NewTaskPage }));
});
afterEach(() => {
  document.body.classList.remove('modal-open');
  clearRegistry();
  useSessionStore.getState().signOut();
});

it("titles the tab after the page's heading, and a menu link moves the focus to the new page's heading", async () => {
  const { user } = renderShellAt('/access-control');
  expect(await screen.findByRole('heading', { level: 1, name: 'Access Control' })).not.toHaveFocus();
  await waitFor(() => expect(document.title).toBe('Access Control · Studio Console'));

  await user.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Todo' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Todo page' })).toHaveFocus());
  expect(document.title).toBe('Todo page · Studio Console');
});

it('leaves the focus where the new page put it', async () => {
  const { router } = renderShellAt('/access-control');
  await screen.findByRole('heading', { level: 1, name: 'Access Control' });
  await act(() => router.navigate('/apps/todo/new'));
  await screen.findByRole('heading', { level: 1, name: 'New task' });
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
});

it("opened from the search, the page's heading has the focus once the dialog has closed", async () => {
  const { user } = renderShellAt('/access-control');
  await screen.findByRole('heading', { level: 1, name: 'Access Control' });
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const search = await screen.findByRole('combobox', { name: 'Search pages, files and contacts' });
  await user.type(search, 'tasks');
  await screen.findByRole('option', { name: /^Todo/ });
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Todo page' })).toHaveFocus());
});

it('waits for a dialog that led to the page to close, then moves the focus to the heading', async () => {
  const { router } = renderShellAt('/access-control');
  await screen.findByRole('heading', { level: 1, name: 'Access Control' });
  // As react-bootstrap marks the page from a dialog's opening until it has faded out.
  document.body.classList.add('modal-open');
  await act(() => router.navigate('/apps/todo'));
  const heading = await screen.findByRole('heading', { level: 1, name: 'Todo page' });
  expect(heading).not.toHaveFocus();
  // Closed, the dialog gives the focus back to what opened it.
  const opener = screen.getByRole('button', { name: 'Search' });
  opener.focus();
  act(() => document.body.classList.remove('modal-open'));
  await waitFor(() => expect(heading).toHaveFocus());
});

it('leaves the focus where it was put while the new page loaded (the layout settings button)', async () => {
  // A page whose heading shows once its data has come (the test says when).
  let arrive: () => void = () => undefined;
  function SlowPage() {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      arrive = () => setReady(true);
    }, []);
    return ready ? <h1>Slow page</h1> : <p>Loading…</p>;
  }
  loader.mockResolvedValue(moduleFor(meta, { '': SlowPage }));
  const { router } = renderShellAt('/access-control');
  await screen.findByRole('heading', { level: 1, name: 'Access Control' });
  await act(() => router.navigate('/apps/todo'));
  await screen.findByText('Loading…');
  const settings = screen.getByRole('button', { name: 'Layout settings' });
  act(() => settings.focus());
  act(() => arrive());
  await screen.findByRole('heading', { level: 1, name: 'Slow page' });
  expect(settings).toHaveFocus();
});

it('keeps the title on the heading as it arrives, changes its text and gives way to another', async () => {
  let show: (heading: string | null) => void = () => undefined;
  function RecordPage() {
    const [heading, setHeading] = useState<string | null>(null);
    useEffect(() => {
      show = setHeading;
    }, []);
    return heading === null ? <p>Loading…</p> : <h1 key={heading.startsWith('Edit') ? 'edit' : 'view'}>{heading}</h1>;
  }
  loader.mockResolvedValue(moduleFor(meta, { '': RecordPage }));
  renderShellAt('/apps/todo');
  await screen.findByText('Loading…');
  expect(document.title).toBe('Studio Console');
  act(() => show('Invoice 12'));
  await waitFor(() => expect(document.title).toBe('Invoice 12 · Studio Console'));
  act(() => show('Invoice 12 (paid)'));
  await waitFor(() => expect(document.title).toBe('Invoice 12 (paid) · Studio Console'));
  // Another element: the one followed so far has left the page.
  act(() => show('Edit invoice 12'));
  await waitFor(() => expect(document.title).toBe('Edit invoice 12 · Studio Console'));
  act(() => show(null));
  await waitFor(() => expect(document.title).toBe('Studio Console'));
});

it("follows a page that swaps its heading for another as its record loads (the focus would fall to the page's body)", async () => {
  let arrive: () => void = () => undefined;
  function RecordPage() {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      arrive = () => setReady(true);
    }, []);
    // Two different elements, as a record's loading placeholder and its loaded header are.
    return ready ? <header><h1>Maya Lindqvist</h1></header> : <h1>User 1</h1>;
  }
  loader.mockResolvedValue(moduleFor(meta, { '': RecordPage }));
  const { user } = renderShellAt('/access-control');
  await screen.findByRole('heading', { level: 1, name: 'Access Control' });
  await user.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Todo' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'User 1' })).toHaveFocus());
  act(() => arrive());
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Maya Lindqvist' })).toHaveFocus());
});
