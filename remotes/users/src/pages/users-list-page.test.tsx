import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { seedUsers, usersDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import usersModule from '../module';
import { expectNames, namesOf, renderList, usersTable } from '../test-kit';

const mock = mockServerPerTest(() => [usersDomain()]);

const seed = seedUsers();

describe('user list', () => {
  it('shows a loading status, then the first 10 users, the total and the counts by status', async () => {
    mock.restart({ timing: 100 });
    renderRemote(usersModule, '/apps/user');

    expect(await screen.findByRole('status', { name: 'Loading users' })).toBeInTheDocument();
    await expectNames(namesOf(seed.slice(0, 10)));
    expect(screen.getByText('Showing 1 to 10 of 24 users')).toBeInTheDocument();
    const counts = (status: string) => seed.filter((user) => user.status === status).length;
    const stats = within(screen.getByRole('region', { name: 'Users by status' }));
    const figures = () => Object.fromEntries(stats.getAllByRole('term').map((term, index) => [term.textContent, stats.getAllByRole('definition')[index]?.textContent]));
    await waitFor(() => expect(figures()['All users']).toBe('24'));
    expect(figures()).toEqual({ 'All users': '24', Active: String(counts('active')), Pending: String(counts('pending')), Inactive: String(counts('inactive')) });
  });

  it('filters by role and status into the URL, from page 1, and Clear filters undoes it', async () => {
    const { user, router } = await renderList('/apps/user/list?page=2');
    await user.selectOptions(screen.getByLabelText('Role'), 'editor');
    await user.selectOptions(screen.getByLabelText('Status'), 'active');

    const expected = seed.filter((u) => u.role === 'editor' && u.status === 'active');
    await expectNames(namesOf(expected));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('role=editor&status=active');
    expect(screen.getByText(`Showing 1 to ${expected.length} of ${expected.length} users`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await expectNames(namesOf(seed.slice(0, 10)));
    expect(router.state.location.search).toBe('');
  });

  it('searches username or full name as you type, into the URL', async () => {
    const { user, router } = await renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'mor');
    await expectNames(['Jules Moreau']);
    expect(router.state.location.search).toBe('?q=mor');
    // One match is one user, not "1 users".
    expect(screen.getByText('Showing 1 to 1 of 1 user')).toBeInTheDocument();
  });

  it('restores search, filters, sort and page from the URL', async () => {
    await renderList('/apps/user/list?q=an&status=active&sortColumn=email&sort=desc&perPage=25');
    const expected = seed
      .filter((u) => u.status === 'active' && `${u.username} ${u.fullName}`.toLowerCase().includes('an'))
      .sort((a, b) => b.email.localeCompare(a.email, 'en'));
    await expectNames(namesOf(expected));
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('an');
    expect(screen.getByLabelText('Status')).toHaveValue('active');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('25');
    expect(within(usersTable()).getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('says with a ranked column’s header the order it sorts in, which is not the alphabet’s', async () => {
    await renderList();
    const role = within(usersTable()).getByRole('button', { name: 'Role' });
    expect(role).toHaveAccessibleDescription('Sorted by rights, most first: admin, maintainer, editor, author, subscriber.');
    expect(within(usersTable()).getByRole('button', { name: 'Plan' })).toHaveAccessibleDescription('Sorted by tier, smallest first: basic, team, company, enterprise.');
    expect(within(usersTable()).getByRole('button', { name: 'Status' })).toHaveAccessibleDescription('Sorted in this order: active, pending, inactive.');
    expect(within(usersTable()).getByRole('button', { name: 'Email' })).not.toHaveAccessibleDescription();
  });

  it('sorts by a column header: ascending, descending, then list order', async () => {
    const { user, router } = await renderList();
    const header = () => within(usersTable()).getByRole('columnheader', { name: /User/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header()).getByRole('button', { name: 'User' }));
    const byName = [...seed].sort((a, b) => a.fullName.localeCompare(b.fullName, 'en'));
    await expectNames(namesOf(byName.slice(0, 10)));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    expect(router.state.location.search).toBe('?sortColumn=fullName');

    await user.click(within(header()).getByRole('button', { name: 'User' }));
    await expectNames(namesOf([...byName].reverse().slice(0, 10)));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    expect(router.state.location.search).toBe('?sortColumn=fullName&sort=desc');

    await user.click(within(header()).getByRole('button', { name: 'User' }));
    await expectNames(namesOf(seed.slice(0, 10)));
    expect(header()).toHaveAttribute('aria-sort', 'none');
  });

  it('pages through the list and changes the page size', async () => {
    const { user, router } = await renderList();
    const pages = screen.getByRole('navigation', { name: 'User list pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await expectNames(namesOf(seed.slice(20)));
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Showing 21 to 24 of 24 users')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    await expectNames(namesOf(seed));
    expect(router.state.location.search).toBe('?perPage=25');
    expect(screen.queryByRole('navigation', { name: 'User list pages' })).not.toBeInTheDocument();
  });

  it('goes to the last page when the URL names a page past the end', async () => {
    const { router } = await renderList('/apps/user/list?page=9');
    await expectNames(namesOf(seed.slice(20)));
    expect(router.state.location.search).toBe('?page=3');
  });

  it('says so when nothing matches', async () => {
    await renderRemote(usersModule, '/apps/user/list?q=nobody-here');
    expect(await screen.findByText('No users match the search and filters.')).toBeInTheDocument();
    expect(screen.getByText('No users')).toBeInTheDocument();
  });

  it('shows a load error with Retry, which loads the rows once the API answers again', async () => {
    mock.server().get('/api/users/list/data', () => new Response(500, {}, { message: 'The user service is down.' }));
    const { user } = renderRemote(usersModule, '/apps/user/list');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The user service is down.');

    usersDomain().routes(mock.server()); // the API is back
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expectNames(namesOf(seed.slice(0, 10)));
  });

  it('says when the counts by status cannot be loaded, and their Retry loads them', async () => {
    mock.server().get('/api/users/list/data', () => new Response(500, {}, { message: 'The user service is down.' }));
    const { user } = renderRemote(usersModule, '/apps/user/list');
    const failure = await screen.findByText('The counts could not be loaded.');
    usersDomain().routes(mock.server()); // the API is back
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    const stats = within(screen.getByRole('region', { name: 'Users by status' }));
    await waitFor(() => expect(stats.getAllByRole('definition')[0]).toHaveTextContent('24'));
    expect(screen.queryByText('The counts could not be loaded.')).not.toBeInTheDocument();
  });

  it('links each user to their page', async () => {
    await renderList('/apps/user/list?role=admin');
    expect(screen.getByRole('link', { name: 'Maya Lindqvist' })).toHaveAttribute('href', '/apps/user/view/1');
  });
});
