import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { developmentUser, useSessionStore } from '@console/auth';
import type { RemoteModule } from '@console/contracts';
import { loadRemoteModule } from '../remotes/load-remote-module';
import { setRemoteLocations, useRemoteRegistry } from '../remotes/remote-registry';
import { shellRoutes } from './routes';

jest.mock('../remotes/load-remote-module', () => ({ loadRemoteModule: jest.fn() }));
const loader = jest.mocked(loadRemoteModule);

let pageThrows = false;
function FlakyPage() {
  if (pageThrows) throw new Error('The page blew up');
  return <h1>Todo page</h1>;
}
const fakeTodo: RemoteModule = {
  id: 'todo',
  basePath: '/apps/todo',
  routes: [{ path: '', load: async () => ({ default: FlakyPage }) }],
  nav: [{ label: 'Todo', to: '/apps/todo', order: 20 }],
};

function renderShell(path: string) {
  const router = createMemoryRouter(shellRoutes(['todo']), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  loader.mockReset();
  pageThrows = false;
  useRemoteRegistry.setState({ locations: {}, remotes: {} });
  setRemoteLocations({ todo: 'http://localhost:3001/mf-manifest.json' });
  useSessionStore.getState().setUser(developmentUser);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('renders a remote page inside the layout, with the menu built from the module', async () => {
  loader.mockResolvedValue(fakeTodo);
  renderShell('/apps/todo');
  expect(await screen.findByRole('heading', { name: 'Todo page' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main menu' })).toHaveTextContent('Todo');
});

it('a remote that fails to load shows its error card; Retry loads it', async () => {
  loader.mockRejectedValueOnce(new Error('Failed to fetch manifest')).mockResolvedValue(fakeTodo);
  renderShell('/apps/todo');
  const card = await screen.findByRole('alert');
  expect(card).toHaveTextContent('Todo is unavailable');
  expect(card).toHaveTextContent('Failed to fetch manifest');
  expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Todo page' })).toBeInTheDocument();
  expect(loader).toHaveBeenLastCalledWith('todo', 'http://localhost:3001/mf-manifest.json', true);
});

it('a remote page that throws while rendering is caught in its own area; Retry re-renders', async () => {
  loader.mockResolvedValue(fakeTodo);
  pageThrows = true;
  renderShell('/apps/todo');
  expect(await screen.findByRole('alert')).toHaveTextContent('The page blew up');
  expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();

  pageThrows = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Todo page' })).toBeInTheDocument();
});

it('unknown paths show the 404 page inside the layout', async () => {
  loader.mockResolvedValue(fakeTodo);
  renderShell('/nowhere');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
});
