import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@console/router';
import { developmentUser, useSessionStore } from '@console/auth';
import { manifestMetaField } from '@console/contracts';
import { mountLateRemotes } from '../remotes/mount-late-remotes';
import type { ListedRemote } from '../remotes/remote-listing';
import { loadRemoteModule, readManifest } from '../remotes/remote-source';
import { clearRegistry, listed, moduleFor, mountListing, todoMeta } from '../remotes/test-kit';
import { shellRoutes } from './routes';

jest.mock('../remotes/remote-source', () => ({ loadRemoteModule: jest.fn(), readManifest: jest.fn() }));
const loader = jest.mocked(loadRemoteModule);
const manifestReader = jest.mocked(readManifest);

let pageThrows = false;
function FlakyPage() {
  if (pageThrows) throw new Error('The page blew up');
  return <h1>Todo page</h1>;
}
const meta = todoMeta();
const fakeTodo = moduleFor(meta, { '': FlakyPage });
const usersMeta = todoMeta({ id: 'users', basePath: '/apps/user', nav: [{ label: 'meta.menu', to: '/apps/user', order: 30 }], texts: { en: { meta: { menu: 'Users' } } } });

function renderShell(path: string, remotes: ListedRemote[] = [listed(meta), listed(usersMeta)]) {
  mountListing(remotes);
  const router = createMemoryRouter(shellRoutes(remotes), { initialEntries: [path] });
  const stop = mountLateRemotes(router as never);
  render(<RouterProvider router={router} />);
  return { router, stop };
}

let stopPatching: (() => void) | undefined;
// The browser's idle moments, run by the test when it says so.
const idle: (() => void)[] = [];
beforeEach(() => {
  idle.length = 0;
  window.requestIdleCallback = (callback) => idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
  loader.mockReset();
  manifestReader.mockReset();
  pageThrows = false;
  useSessionStore.getState().setUser(developmentUser);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  stopPatching?.();
  clearRegistry();
  jest.restoreAllMocks();
});

it('renders a remote page inside the layout, with the menu from metadata, loading only that remote', async () => {
  // Labels and a path the shell cannot make up: its fallback for a remote is the humanized id
  // ('Todo', 'Users'), so only labels read from the metadata's texts can show these.
  const board = todoMeta({ nav: [{ label: 'meta.menu', to: '/apps/todo', order: 20 }], texts: { en: { meta: { menu: 'Task board' } } } });
  const people = todoMeta({ id: 'users', basePath: '/apps/user', nav: [{ label: 'meta.people', to: '/apps/user/list', order: 30 }], texts: { en: { meta: { people: 'People' } } } });
  loader.mockResolvedValue(moduleFor(board, { '': FlakyPage }));
  stopPatching = renderShell('/apps/todo', [listed(board), listed(people)]).stop;
  expect(await screen.findByRole('heading', { name: 'Todo page' })).toBeInTheDocument();
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  expect(within(menu).getByRole('link', { name: 'Task board' })).toHaveAttribute('href', '/apps/todo');
  expect(within(menu).getByRole('link', { name: 'People' })).toHaveAttribute('href', '/apps/user/list');
  expect(within(menu).queryByRole('link', { name: /^(Todo|Users)$/ })).not.toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(1);
  expect(loader).toHaveBeenCalledWith('todo', 'https://cdn.example.com/todo/mf-manifest.json', false);

  // Once the page is painted with its data and the browser is idle, the other remotes' modules
  // follow (their pages still wait for a visit).
  await waitFor(() => expect(idle.length).toBeGreaterThan(0));
  for (const run of idle.splice(0)) run();
  await waitFor(() => expect(loader).toHaveBeenCalledWith('users', 'https://cdn.example.com/users/mf-manifest.json', false));
});

it('a remote that fails to load shows its error card; Retry loads it', async () => {
  loader.mockRejectedValueOnce(new Error('Failed to fetch remoteEntry.js')).mockResolvedValue(fakeTodo);
  stopPatching = renderShell('/apps/todo').stop;
  const card = await screen.findByRole('alert');
  expect(card).toHaveTextContent('Todo is unavailable');
  expect(card).toHaveTextContent('Failed to fetch remoteEntry.js');
  expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Todo page' })).toBeInTheDocument();
  expect(loader).toHaveBeenLastCalledWith('todo', 'https://cdn.example.com/todo/mf-manifest.json', true);
});

it('the error card calls a remote by the name its metadata gives, not by its first menu entry', async () => {
  const media = todoMeta({ name: 'meta.name', texts: { en: { meta: { name: 'Media', menu: 'Video library' } } } });
  loader.mockRejectedValue(new Error('Failed to fetch remoteEntry.js'));
  stopPatching = renderShell('/apps/todo', [listed(media)]).stop;
  expect(await screen.findByRole('heading', { name: 'Media is unavailable' })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: /Video library/ })).toHaveAttribute('href', '/apps/todo');
});

it('a remote page that throws while rendering is caught in its own area; Retry re-renders', async () => {
  loader.mockResolvedValue(fakeTodo);
  pageThrows = true;
  stopPatching = renderShell('/apps/todo').stop;
  expect(await screen.findByRole('alert')).toHaveTextContent('The page blew up');
  expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();

  pageThrows = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Todo page' })).toBeInTheDocument();
});

it('unknown paths show the 404 page inside the layout', async () => {
  stopPatching = renderShell('/nowhere').stop;
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(loader).not.toHaveBeenCalled();
});

it('a deep link into a remote whose manifest could not be read offers Retry, which mounts it and shows the page', async () => {
  loader.mockResolvedValue(fakeTodo);
  stopPatching = renderShell('/apps/todo', [listed(null, { id: 'todo' })]).stop;
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  const card = screen.getByRole('alert');
  expect(card).toHaveTextContent('Todo is unavailable');
  expect(card).toHaveTextContent('HTTP 404');

  manifestReader.mockResolvedValueOnce({ name: 'todo', [manifestMetaField]: meta });
  await userEvent.click(within(card).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Todo page' })).toBeInTheDocument();
  expect(manifestReader).toHaveBeenCalledWith('todo', 'https://cdn.example.com/todo/mf-manifest.json', true);
  expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Todo' })).toHaveAttribute('href', '/apps/todo');
});

it('the menu entry of an unreadable remote leads to its error card; Retry that still fails says why', async () => {
  const { router } = renderShell('/unavailable/todo', [listed(null, { id: 'todo' })]);
  const card = await screen.findByRole('alert');
  manifestReader.mockRejectedValueOnce(new Error('HTTP 503'));
  await userEvent.click(within(card).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(/HTTP 503/)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/unavailable/todo');

  manifestReader.mockResolvedValueOnce({ [manifestMetaField]: meta });
  loader.mockResolvedValue(fakeTodo);
  await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Todo page' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/apps/todo');
});

describe('a remote with further mounts and a home page', () => {
  const Dashboard = () => <h1>Sales dashboard</h1>;
  const Gallery = () => <h1>Card gallery</h1>;
  const cardsMeta = todoMeta({
    id: 'cards',
    basePath: '/cards',
    mounts: ['/dashboard'],
    home: { to: '/dashboard/sales', requires: { action: 'read', subject: 'Dashboard' } },
    nav: [{ label: 'meta.menu', to: '/dashboard/sales', order: 10, requires: { action: 'read', subject: 'Dashboard' } }],
    pages: [],
    texts: { en: { meta: { menu: 'Dashboards' } } },
  });
  const cards = {
    meta: cardsMeta,
    routes: [
      { path: 'gallery', load: async () => ({ default: Gallery }) },
      { path: 'sales', base: '/dashboard' as const, load: async () => ({ default: Dashboard }) },
    ],
  };

  it('serves its pages under each base path, each page under its own', async () => {
    loader.mockResolvedValue(cards);
    const { router, stop } = renderShell('/dashboard/sales', [listed(meta), listed(cardsMeta)]);
    stopPatching = stop;
    expect(await screen.findByRole('heading', { name: 'Sales dashboard' })).toBeInTheDocument();
    await router.navigate('/cards/gallery');
    expect(await screen.findByRole('heading', { name: 'Card gallery' })).toBeInTheDocument();
    // 'sales' belongs to /dashboard only.
    await router.navigate('/cards/sales');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(loader.mock.calls.map(([id]) => id)).toEqual(['cards']);
  });

  it('shows its home page at / to users it allows, and its error card (with the menu) when it fails', async () => {
    loader.mockRejectedValueOnce(new Error('Failed to fetch remoteEntry.js')).mockResolvedValue(cards);
    stopPatching = renderShell('/', [listed(meta), listed(cardsMeta)]).stop;
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch remoteEntry.js');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sales dashboard' })).toBeInTheDocument();
  });

  it('leaves / to the shell for users the home page does not allow', async () => {
    useSessionStore.getState().setUser({ ...developmentUser, ability: [{ action: 'read', subject: 'Todo' }] });
    loader.mockImplementation(async (id) => (id === 'cards' ? cards : fakeTodo));
    const { router, stop } = renderShell('/', [listed(meta), listed(cardsMeta)]);
    stopPatching = stop;
    expect(await screen.findByRole('heading', { name: 'Todo page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apps/todo');
    expect(loader).not.toHaveBeenCalledWith('cards', expect.anything(), expect.anything());
  });
});
