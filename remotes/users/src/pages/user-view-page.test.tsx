import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { developmentUser } from '@console/auth';
import { queryKeys, type Task } from '@console/contracts';
import { seedTasks, todoDomain, usersDomain } from '@console/mirage';
import { publishConsoleAreas } from '@console/runtime';
import { apiJson, mockServerPerTest, renderRemote } from '@console/testing';
import usersModule from '../module';

const mock = mockServerPerTest(() => [usersDomain(), todoDomain()]);

describe('user view', () => {
  it("shows the user's details, plan and activity (their to-do tasks)", async () => {
    renderRemote(usersModule, '/apps/user/view/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Raman' })).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Priya Raman' }));
    const facts = Object.fromEntries(details.getAllByRole('term').map((term, index) => [term.textContent, details.getAllByRole('definition')[index]?.textContent]));
    expect(facts).toEqual({
      'Username:': '@priya.r',
      'Email:': 'priya.r@monsoonpictures.in',
      'Contact:': '+91 22 5550 1934',
      'Company:': 'Monsoon Pictures',
      'Country:': 'India',
      'Plan:': 'Enterprise',
    });
    // Handles, addresses and numbers run left to right in an Arabic page too.
    for (const value of ['@priya.r', 'priya.r@monsoonpictures.in', '+91 22 5550 1934']) expect(details.getByText(value)).toHaveAttribute('dir', 'ltr');
    expect(details.getByText('Monsoon Pictures')).not.toHaveAttribute('dir');
    expect(details.getByText('maintainer')).toBeInTheDocument();
    expect(details.getByText('active')).toBeInTheDocument();

    const plan = within(screen.getByRole('region', { name: 'Plan' }));
    expect(plan.getByRole('listitem', { current: true })).toHaveTextContent('EnterpriseCurrent plan');

    const assigned = seedTasks().filter((task) => !task.isDeleted && task.assignee?.fullName === 'Priya Raman');
    const activity = within(screen.getByRole('region', { name: 'Activity' }));
    const done = assigned.filter((task) => task.isCompleted).length;
    expect(await activity.findByText(`${assigned.length} tasks assigned: ${assigned.length - done} open, ${done} completed.`)).toBeInTheDocument();
    expect(activity.getAllByRole('listitem')).toHaveLength(Math.min(5, assigned.length));
  });

  it('shows a task saved elsewhere (the todo remote invalidates the cached tasks) without a reload', async () => {
    const { queryClient } = renderRemote(usersModule, '/apps/user/view/4');
    const activity = within(await screen.findByRole('region', { name: 'Activity' }));
    const shownFirst = (await activity.findAllByRole('listitem'))[0];
    const tasks = (await (await fetch('/apps/todo/tasks?sortBy=latest')).json()) as Task[];
    const task = tasks.find((candidate) => candidate.assignee?.fullName === 'Priya Raman')!;
    expect(shownFirst).toHaveTextContent(task.title);

    // The todo remote's save: the task changes on the server, then the tasks' cache is invalidated.
    const renamed = `${task.title} (recut)`;
    await fetch('/apps/todo/update-task', { method: 'POST', body: JSON.stringify({ task: { ...task, title: renamed } }) });
    expect(activity.getByText(task.title)).toBeInTheDocument(); // cached until then
    void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all });

    expect(await activity.findByText(renamed)).toBeInTheDocument();
    expect(activity.queryByText(task.title)).not.toBeInTheDocument();
  });

  it('has its heading while the user loads, named by the id, then by the name', async () => {
    mock.restart({ timing: 150 });
    renderRemote(usersModule, '/apps/user/view/4');
    expect(await screen.findByRole('status', { name: 'Loading user' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User 4' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Raman' }, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('keeps its heading when loading fails for another reason than an unknown id, and Retry loads the user', async () => {
    mock.server().get('/api/users/user', () => new Response(503, {}, { message: 'The user service is down.' }));
    const { user } = renderRemote(usersModule, '/apps/user/view/4');
    expect(await screen.findByText('The user could not be loaded.', { exact: false }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User 4' })).toBeInTheDocument();

    usersDomain().routes(mock.server());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Raman' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each(['999', '01'])('says "user not found" for an unknown id (%s), with a link back to the list', async (id) => {
    const { user, router } = renderRemote(usersModule, `/apps/user/view/${id}`);
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the user list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/user/list'));
  });

  it('returns to the list as it was left (search, filters, page)', async () => {
    const { user, router } = renderRemote(usersModule, '/apps/user/list?q=a&status=active&page=2');
    const table = await screen.findByRole('table', { name: 'Users' });
    const first = await within(table).findAllByRole('rowheader');
    const name = within(first[0]!).getByRole('link').textContent ?? '';
    await user.click(within(first[0]!).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Users' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=a&status=active&page=2'));
  });

  it('leaves the tasks out for someone who may not read them', async () => {
    renderRemote(usersModule, '/apps/user/view/1', { ...developmentUser, ability: [{ action: 'read', subject: 'User' }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Lindqvist' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Activity' })).toHaveTextContent('Your account cannot see the to-do tasks');
  });

  it('redirects the base path to the list', async () => {
    const { router } = renderRemote(usersModule, '/apps/user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/user/list'));
  });
});

describe('user view in a console with the to-do app', () => {
  beforeEach(() => publishConsoleAreas([{ id: 'todo', basePath: '/apps/todo' }]));
  // In act: the page is still mounted, and it reads the areas.
  afterEach(() => act(() => publishConsoleAreas([])));

  it('links each task of the activity to that task in the to-do app', async () => {
    renderRemote(usersModule, '/apps/user/view/4');
    const activity = within(await screen.findByRole('region', { name: 'Activity' }));
    const latest = await apiJson<Task[]>('/apps/todo/tasks?sortBy=latest');
    const first = latest.find((task) => task.assignee?.fullName === 'Priya Raman')!;
    expect(await activity.findByRole('link', { name: first.title })).toHaveAttribute('href', `/apps/todo?task=${first.id}`);
  });
});
