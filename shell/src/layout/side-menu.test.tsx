import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { developmentUser, useSessionStore, type SessionUser } from '@console/auth';
import type { RemoteModule } from '@console/contracts';
import { useRemoteRegistry, type RemoteState } from '../remotes/remote-registry';
import { SideMenu } from './side-menu';

const page = async () => ({ default: () => null });

/** A todo remote with one entry everybody with Todo access sees and one only managers see. */
const todoRemote: RemoteModule = {
  id: 'todo',
  basePath: '/apps/todo',
  routes: [{ path: '', load: page }],
  nav: [
    { label: 'Todo', to: '/apps/todo', order: 20, requires: { action: 'read', subject: 'Todo' } },
    { label: 'Todo settings', to: '/apps/todo/settings', order: 30, requires: { action: 'manage', subject: 'TodoSettings' } },
    { label: 'Team board', to: '/apps/todo/board', order: 10 },
  ],
};

const reader: SessionUser = {
  ...developmentUser,
  id: 2,
  role: 'client',
  ability: [
    { action: 'read', subject: 'Todo' },
    { action: 'read', subject: 'Dashboard' },
  ],
};

function showMenu(todo: RemoteState | undefined, user: SessionUser = reader) {
  useSessionStore.getState().setUser(user);
  useRemoteRegistry.setState({
    locations: { todo: 'https://cdn.example.com/todo/mf-manifest.json' },
    remotes: todo ? { todo } : {},
  });
  render(
    <MemoryRouter initialEntries={['/apps/todo']}>
      <SideMenu />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Main menu' });
}

const linkNames = (menu: HTMLElement) => within(menu).getAllByRole('link').map((link) => link.textContent);

afterEach(() => {
  useRemoteRegistry.setState({ locations: {}, remotes: {} });
  useSessionStore.getState().setUser(null);
});

describe('SideMenu', () => {
  it('shows Home and the loaded remote’s entries the user may open, in order', () => {
    const menu = showMenu({ status: 'ready', module: todoRemote });
    expect(linkNames(menu)).toEqual(['Home', 'Team board', 'Todo']);
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('link', { name: 'Todo' })).toHaveAttribute('href', '/apps/todo');
    expect(within(menu).queryByRole('link', { name: 'Todo settings' })).not.toBeInTheDocument();
  });

  it('shows an entry whose permission the user has', () => {
    const menu = showMenu({ status: 'ready', module: todoRemote }, developmentUser);
    expect(linkNames(menu)).toEqual(['Home', 'Team board', 'Todo', 'Todo settings', 'Access Control']);
  });

  it('hides every guarded entry from a user without Todo access', () => {
    const guest: SessionUser = { ...reader, ability: [{ action: 'read', subject: 'Auth' }] };
    const menu = showMenu({ status: 'ready', module: todoRemote }, guest);
    expect(linkNames(menu)).toEqual(['Team board']);
  });

  it('gives a client (read ACL and Auth) Access Control but not the dashboard', () => {
    const client: SessionUser = { ...reader, ability: [{ action: 'read', subject: 'ACL' }, { action: 'read', subject: 'Auth' }] };
    const menu = showMenu({ status: 'ready', module: todoRemote }, client);
    expect(linkNames(menu)).toEqual(['Team board', 'Access Control']);
  });

  it('keeps a failed remote in the menu under its catalogue label, marked unavailable', () => {
    const menu = showMenu({ status: 'error', error: new Error('manifest 404') });
    const entry = within(menu).getByRole('link', { name: /Todo/ });
    expect(entry).toHaveAttribute('href', '/apps/todo');
    expect(entry).toHaveTextContent('unavailable');
    expect(within(entry).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a loading indicator on a remote that is still loading', () => {
    const menu = showMenu({ status: 'loading' });
    const entry = within(menu).getByRole('link', { name: /Todo/ });
    expect(within(entry).getByRole('status', { name: 'loading' })).toBeInTheDocument();
    expect(entry).not.toHaveTextContent('unavailable');
  });

  it('treats a remote that has not started loading as loading', () => {
    const menu = showMenu(undefined);
    expect(within(menu).getByRole('status', { name: 'loading' })).toBeInTheDocument();
  });

  it('lists only the shell’s pages when remotes.json names no remote', () => {
    useRemoteRegistry.setState({ locations: {}, remotes: { todo: { status: 'ready', module: todoRemote } } });
    useSessionStore.getState().setUser(developmentUser);
    render(
      <MemoryRouter>
        <SideMenu />
      </MemoryRouter>,
    );
    expect(linkNames(screen.getByRole('navigation', { name: 'Main menu' }))).toEqual(['Home', 'Access Control']);
  });
});
