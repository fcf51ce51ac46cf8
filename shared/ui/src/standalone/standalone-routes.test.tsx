import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@console/router';
import { developmentUser, useSessionStore, type SessionUser } from '@console/auth';
import type { RemoteMeta, RemoteModule } from '@console/contracts';
import { OwnQueryClient } from '../query/query-provider';
import { standaloneRoutes } from './standalone-routes';

const read = (subject: string) => ({ action: 'read', subject }) as const;

const meta: RemoteMeta = {
  id: 'media',
  basePath: '/media',
  nav: [
    { label: 'meta.playlists', to: '/media/playlists', order: 501, requires: read('Playlist') },
    { label: 'meta.videos', to: '/media/videos', order: 500, requires: read('Video') },
    { label: 'meta.brands', to: '/media/brands', order: 502, requires: read('Brand') },
  ],
  pages: [],
  texts: { en: { meta: { videos: 'Video library', playlists: 'Playlists', brands: 'Brands' } } },
};

const page = (title: string) => async () => ({ default: () => <h1>{title}</h1> });
const mediaModule: RemoteModule = {
  meta,
  routes: [
    { path: 'videos', load: page('Video library page') },
    { path: 'playlists', load: page('Playlists page') },
    { path: 'brands', load: page('Brands page'), requires: read('Brand') },
  ],
};

// Reads videos and playlists, not brands (as the media team's editor reads only some subjects).
const editor: SessionUser = { ...developmentUser, id: 3, role: 'editor', ability: [read('Video'), read('Playlist')] };

function renderStandaloneAt(path: string) {
  useSessionStore.getState().setUser(editor);
  const router = createMemoryRouter(standaloneRoutes(mediaModule), { initialEntries: [path] });
  render(
    <OwnQueryClient>
      <RouterProvider router={router} />
    </OwnQueryClient>,
  );
  return { user: userEvent.setup(), router };
}

afterEach(() => useSessionStore.getState().setUser(null));

describe('a remote running alone', () => {
  // First in this file: React Router warns once per message and module instance.
  it('opens a deep link showing the loading placeholder, with no warning about a missing HydrateFallback', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      renderStandaloneAt('/media/playlists');
      expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'Playlists page' })).toBeInTheDocument();
      expect(warn.mock.calls.flat().join('\n')).not.toMatch(/HydrateFallback/);
    } finally {
      warn.mockRestore();
    }
  });

  it('lists the remote’s own pages the user may open, in menu order, and marks the one shown', async () => {
    renderStandaloneAt('/media/playlists');
    await screen.findByRole('heading', { level: 1, name: 'Playlists page' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Video library', '/media/videos'],
      ['Playlists', '/media/playlists'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Playlists' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Video library' })).not.toHaveAttribute('aria-current');
  });

  it('reaches another page from the menu, which then marks that one', async () => {
    const { user } = renderStandaloneAt('/media/playlists');
    await screen.findByRole('heading', { level: 1, name: 'Playlists page' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Video library' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Video library page' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Video library' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Playlists' })).not.toHaveAttribute('aria-current');
  });
});
