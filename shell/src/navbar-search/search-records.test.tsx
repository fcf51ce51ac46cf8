import { act, screen, waitFor, within } from '@testing-library/react';
import { developmentUser, useSessionStore } from '@console/auth';
import type { RemoteMeta } from '@console/contracts';
import { apiError, json, usersDomain } from '@console/mirage';
import { switchLanguage } from '../i18n/i18n';
import { listed, mountListing } from '../remotes/test-kit';
import { dialog, expectOptions, renderNavbar, search, searchServerPerTest, titled } from './test-kit';

const readUsers = { action: 'read', subject: 'User' } as const;

/** A users remote like the real one, whose metadata lets the search find users by name. */
const usersMeta: RemoteMeta = {
  id: 'users',
  basePath: '/apps/user',
  nav: [],
  pages: [],
  records: [{ group: 'meta.menu', api: '/api/users/list/data', params: { perPage: '4' }, list: 'users', title: 'fullName', detail: 'email', to: '/apps/user/view/{id}', requires: readUsers }],
  texts: { en: { meta: { menu: 'Users' } }, fr: { meta: { menu: 'Utilisateurs' } } },
};

const server = searchServerPerTest({ everyPageExists: false, domains: () => [usersDomain()] });
beforeEach(() => mountListing([listed(usersMeta)]));

describe('NavbarSearch: records a remote declares', () => {
  it('says before anything is typed that users are searched too', async () => {
    const { user } = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(within(await dialog()).getByRole('status')).toHaveTextContent('Type to search pages, files and contacts. Also searched: Users.');
  });

  it('finds a user by name under the remote’s heading, and opens their page', async () => {
    const { user } = renderNavbar();
    await search(user, 'maya');
    expectOptions('Users', ['Maya Lindqvist']);
    const maya = within(screen.getByRole('group', { name: 'Users' })).getByRole('option');
    expect(maya).toHaveAccessibleName(titled('Maya Lindqvist', 'maya.lindqvist@northlight.studio'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'At /apps/user/view/1' })).toBeInTheDocument();
  });

  it('names the group in the current language', async () => {
    await act(() => switchLanguage('fr'));
    try {
      const { user } = renderNavbar();
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      await user.type(await screen.findByRole('combobox'), 'omar');
      expect(await screen.findByRole('group', { name: 'Utilisateurs' })).toBeInTheDocument();
    } finally {
      await act(() => switchLanguage('en'));
    }
  });

  it('does not search users for someone who may not read them', async () => {
    useSessionStore.getState().setUser({ ...developmentUser, ability: [{ action: 'read', subject: 'Auth' }] });
    const asked = jest.fn(() => json(200, { users: [], total: 0 }));
    server.server().get('/api/users/list/data', asked);
    const { user } = renderNavbar();
    await search(user, 'maya');
    expect(screen.queryByRole('group', { name: 'Users' })).not.toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });

  it('says which records could not be searched, keeps the rest listed, and Retry asks again', async () => {
    let fail = true;
    server.server().get('/api/users/list/data', () => (fail ? apiError(500, 'The directory is down.') : json(200, { users: [{ id: 7, fullName: 'Mei Chen', email: 'mei@x.example' }], total: 1 })));
    const { user } = renderNavbar();
    await search(user, 'mei chen');
    expect(await screen.findByRole('alert')).toHaveTextContent('Users could not be searched.');
    expectOptions('Contacts', ['Mei Chen']);
    expect(screen.queryByRole('group', { name: 'Users' })).not.toBeInTheDocument();

    fail = false;
    await user.click(within(await dialog()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expectOptions('Users', ['Mei Chen']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('NavbarSearch: a record with no detail', () => {
  it('is named by its title alone', async () => {
    server.server().get('/api/users/list/data', () => json(200, { users: [{ id: 9, fullName: 'Ayo Bello' }], total: 1 }));
    const { user } = renderNavbar();
    await search(user, 'ayo');
    expect(within(screen.getByRole('group', { name: 'Users' })).getByRole('option')).toHaveAccessibleName('Ayo Bello');
  });
});
