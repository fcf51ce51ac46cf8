import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@console/router';
import { developmentUser, useSessionStore, type SessionUser } from '@console/auth';
import { switchLanguage } from '../i18n/i18n';
import { useRemoteRegistry } from '../remotes/remote-registry';
import { clearRegistry, listed, mountListing, todoMeta } from '../remotes/test-kit';
import { useLayoutSettings } from '../layout-settings/layout-settings-store';
import { SideMenu } from './side-menu';

/** A todo remote with one entry everybody with Todo access sees and one only managers see. */
const meta = todoMeta({
  nav: [
    { label: 'meta.menu', to: '/apps/todo', order: 20, requires: { action: 'read', subject: 'Todo' } },
    { label: 'meta.settings', to: '/apps/todo/settings', order: 30, requires: { action: 'manage', subject: 'TodoSettings' } },
    { label: 'meta.board', to: '/apps/todo/board', order: 10 },
  ],
  texts: { en: { meta: { menu: 'Todo', settings: 'Todo settings', board: 'Team board' } }, fr: { meta: { menu: 'Tâches', settings: 'Réglages', board: 'Tableau' } } },
});

const reader: SessionUser = {
  ...developmentUser,
  id: 2,
  role: 'client',
  ability: [
    { action: 'read', subject: 'Todo' },
    { action: 'read', subject: 'Dashboard' },
  ],
};

function showMenu(remotes = [listed(meta)], user: SessionUser = reader) {
  useSessionStore.getState().setUser(user);
  mountListing(remotes);
  render(
    <MemoryRouter initialEntries={['/apps/todo']}>
      <SideMenu />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Main menu' });
}

const linkNames = (menu: HTMLElement) => within(menu).getAllByRole('link').map((link) => link.textContent);

afterEach(async () => {
  clearRegistry();
  useSessionStore.getState().setUser(null);
  await switchLanguage('en');
});

describe('SideMenu', () => {
  it('draws the remote’s entries from its metadata (no remote code loaded), in order, for what the user may open', () => {
    const menu = showMenu();
    expect(useRemoteRegistry.getState().remotes[0]?.load.status).toBe('idle');
    expect(linkNames(menu)).toEqual(['Home', 'Team board', 'Todo']);
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('link', { name: 'Todo' })).toHaveAttribute('href', '/apps/todo');
    expect(within(menu).queryByRole('link', { name: 'Todo settings' })).not.toBeInTheDocument();
  });

  it('shows an entry whose permission the user has', () => {
    const menu = showMenu([listed(meta)], developmentUser);
    expect(linkNames(menu)).toEqual(['Home', 'Team board', 'Todo', 'Todo settings', 'Access Control']);
  });

  it('hides every guarded entry from a user without Todo access', () => {
    const guest: SessionUser = { ...reader, ability: [{ action: 'read', subject: 'Auth' }] };
    expect(linkNames(showMenu([listed(meta)], guest))).toEqual(['Team board']);
  });

  it('gives a client (read ACL and Auth) Access Control but not the dashboard', () => {
    const client: SessionUser = { ...reader, ability: [{ action: 'read', subject: 'ACL' }, { action: 'read', subject: 'Auth' }] };
    expect(linkNames(showMenu([listed(meta)], client))).toEqual(['Team board', 'Access Control']);
  });

  it('labels entries in the current language from the remote’s own texts', async () => {
    const menu = showMenu();
    await act(() => switchLanguage('fr'));
    expect(linkNames(menu)).toEqual(['Accueil', 'Tableau', 'Tâches']);
  });

  it('keeps a remote that failed to load at its place, marked unavailable', () => {
    const menu = showMenu();
    act(() =>
      useRemoteRegistry.setState((state) => ({
        remotes: state.remotes.map((remote) => ({ ...remote, load: { status: 'error', error: new Error('remoteEntry.js 404') } })),
      })),
    );
    const entry = within(menu).getByRole('link', { name: /^Todo/ });
    expect(entry).toHaveAttribute('href', '/apps/todo');
    expect(entry).toHaveTextContent('unavailable');
  });

  it('collapsed, still names a remote that failed to load as unavailable, without the wide badge', () => {
    act(() => useLayoutSettings.getState().set('menuCollapsed', true));
    const menu = showMenu();
    act(() =>
      useRemoteRegistry.setState((state) => ({
        remotes: state.remotes.map((remote) => ({ ...remote, load: { status: 'error', error: new Error('remoteEntry.js 404') } })),
      })),
    );
    const entry = within(menu).getByRole('link', { name: 'Todo unavailable' });
    expect(entry).toHaveAttribute('title', 'Todo · unavailable');
    expect(within(entry).queryByText('unavailable', { selector: '.badge' })).not.toBeInTheDocument();
    act(() => useLayoutSettings.getState().reset());
  });

  it('lists a remote whose manifest could not be read under its name, leading to its error card', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const menu = showMenu([listed(null, { id: 'content-pages' })]);
    expect(error).toHaveBeenCalledWith('Remote “content-pages” is not mounted: The manifest could not be read (HTTP 404).');
    error.mockRestore();
    const entry = within(menu).getByRole('link', { name: /Content pages/ });
    expect(entry).toHaveAttribute('href', '/unavailable/content-pages');
    expect(entry).toHaveTextContent('unavailable');
  });

  it('lists only the shell’s pages when remotes.json names no remote', () => {
    expect(linkNames(showMenu([], developmentUser))).toEqual(['Home', 'Access Control']);
  });
});
