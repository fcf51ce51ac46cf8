import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@console/router';
import { developmentUser, useSessionStore } from '@console/auth';
import { loadSignedInTexts } from '../i18n/signed-in-texts';
import { loadRemoteModule, readManifest } from '../remotes/remote-source';
import { clearRegistry, listed, mountListing, todoMeta } from '../remotes/test-kit';
import { shellRoutes } from './routes';

// The signed-in layout's texts are their own chunk (the sign-in pages never download them): the
// console's route waits for them. The English texts are in already (i18n/jest-setup.ts), so what
// these tests control is only when the route's own download answers, and how.
jest.mock('../i18n/signed-in-texts', () => ({ loadSignedInTexts: jest.fn() }));
jest.mock('../remotes/remote-source', () => ({ loadRemoteModule: jest.fn(), readManifest: jest.fn() }));
const textsLoader = jest.mocked(loadSignedInTexts);

function renderConsole(path: string) {
  const remotes = [listed(todoMeta())];
  mountListing(remotes);
  render(<RouterProvider router={createMemoryRouter(shellRoutes(remotes), { initialEntries: [path] })} />);
}

beforeEach(() => {
  jest.mocked(loadRemoteModule).mockReset();
  jest.mocked(readManifest).mockReset();
  useSessionStore.getState().setUser(developmentUser);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  clearRegistry();
  jest.restoreAllMocks();
});

it('shows the signed-in layout only once its texts are in, never its menu by key', async () => {
  let arrive: () => void = () => undefined;
  textsLoader.mockReturnValue(new Promise<void>((resolve) => (arrive = resolve)));
  renderConsole('/nowhere');
  // The page's own parts are there (the 404 comes from the kit), the layout's texts are not yet.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();

  arrive();
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  expect(textsLoader).toHaveBeenCalledTimes(1);
});

it('says the console could not start its layout, with Reload, when its texts cannot be downloaded', async () => {
  textsLoader.mockRejectedValue(new Error('Loading chunk signed-in-texts-en failed'));
  renderConsole('/nowhere');
  expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload the console' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
});
