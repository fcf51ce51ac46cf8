import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { taskTeam, type NewUser, type Task, type User, type UserListResponse } from '@console/contracts';
import { developmentUser } from '@console/auth';
import { todoDomain, usersDomain } from '@console/mirage';
import { apiJson, chooseOption, englishLeftOnScreen, listboxOf, mockServerPerTest, optionNames, renderRemote, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import ar from '../i18n/ar';
import en from '../i18n/en';
import fr from '../i18n/fr';
import todoModule from '../module';

// The audit: the editor offered a fixed team, so a user added in Users could never be given a
// task and a deleted one still could. It now offers the console's users (GET /api/users/list/data),
// searched as the user types, and the default team, said so under the field, when they cannot be read.

const mock = mockServerPerTest(() => [todoDomain(), usersDomain()]);

afterEach(() => act(() => switchTestLanguage('en')));

async function renderTasks(user = developmentUser) {
  const view = renderRemote(todoModule, '/apps/todo', user);
  await screen.findByRole('list', { name: 'Tasks' }, { timeout: 5_000 });
  return view;
}

const assignee = (panel: HTMLElement) => within(panel).getByRole('combobox', { name: 'Assignee' });
/** The names the Assignee field lists when opened with nothing typed, "Unassigned" left out. */
async function offered(user: ReturnType<typeof renderRemote>['user'], panel: HTMLElement): Promise<string[]> {
  const field = assignee(panel);
  if (field.getAttribute('aria-expanded') !== 'true') await user.click(field);
  const names = optionNames(listboxOf(field)).filter((name) => name !== 'Unassigned');
  await user.keyboard('{Escape}');
  return names;
}
/** The users have arrived: the field no longer says they are loading. */
const usersArrived = (panel: HTMLElement) => waitFor(() => expect(assignee(panel)).not.toHaveAccessibleDescription());

async function storedTask(title: string): Promise<Task | undefined> {
  const tasks = await apiJson<Task[]>(`/apps/todo/tasks?q=${encodeURIComponent(title)}`);
  return tasks.find((task) => task.title === title);
}

/** Everyone by name, as the users API answers it. */
async function everyoneByName(): Promise<string[]> {
  const answer = await apiJson<UserListResponse>('/api/users/list/data?sortColumn=fullName&sort=asc&perPage=1000');
  return answer.users.map((user) => user.fullName);
}

const newcomer: NewUser = {
  fullName: 'Zoë Adeyemi',
  company: 'Lagoon Music Network',
  role: 'editor',
  username: 'zoe.adeyemi',
  country: 'Nigeria',
  contact: '+234 1 555 0199',
  email: 'zoe.adeyemi@lagoonmusic.ng',
  currentPlan: 'team',
  status: 'active',
  avatar: '/images/avatars/12.png',
};

describe('the Assignee select offers the console’s users', () => {
  it('offers a user added in Users, who can be assigned: the saved task shows them with their picture', async () => {
    const added = await fetch('/apps/users/add-user', { method: 'POST', body: JSON.stringify(newcomer) });
    expect(added.status).toBe(201);
    const { user } = await renderTasks();

    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const panel = await screen.findByRole('dialog', { name: 'Add task' });
    const dialog = within(panel);
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Mix the podcast intro');
    await chooseOption(user, assignee(panel), 'Zoë Adeyemi');
    await user.click(dialog.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The panel closes as the save answers; the list shows the task once it has been read again.
    const firstRow = () => within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem')[0] as HTMLElement;
    await waitFor(() => expect(within(firstRow()).getByRole('button', { name: 'Mix the podcast intro' })).toBeInTheDocument());
    const row = firstRow();
    expect(within(row).getByRole('img', { name: 'Zoë Adeyemi' })).toBeInTheDocument();
    expect((await storedTask('Mix the podcast intro'))?.assignee).toEqual({ fullName: 'Zoë Adeyemi', avatar: '/images/avatars/12.png' });
  });

  it('offers everyone by name, not a deleted user; a task already theirs keeps them', async () => {
    const tomasz = (await (await fetch('/api/users/list/data?q=tnowak')).json()) as { users: User[] };
    expect((await fetch(`/apps/users/delete?id=${tomasz.users[0]?.id}`, { method: 'DELETE' })).status).toBe(200);
    const { user } = await renderTasks();

    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const addPanel = await screen.findByRole('dialog', { name: 'Add task' });
    const adding = within(addPanel);
    await usersArrived(addPanel);
    const everyone = await everyoneByName();
    expect(everyone.length).toBeGreaterThan(10);
    expect(await offered(user, addPanel)).toEqual(everyone);
    expect(everyone).not.toContain('Tomasz Nowak');

    await user.click(adding.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Renew the music licence for intros' }));
    const editPanel = await screen.findByRole('dialog', { name: 'Edit task' });
    await usersArrived(editPanel);
    expect(assignee(editPanel)).toHaveDisplayValue('Tomasz Nowak');
    expect(await offered(user, editPanel)).toEqual([...everyone, 'Tomasz Nowak']);
  });

  it('shows the task’s assignee while the users load, and keeps what was typed when they arrive', async () => {
    const everyone = (await (await fetch('/api/users/list/data?sortColumn=fullName&sort=asc&perPage=1000')).json()) as UserListResponse;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mock.server().get('/api/users/list/data', async () => {
      await answered;
      return new Response(200, {}, everyone);
    });
    const { user } = await renderTasks();

    await user.click(screen.getByRole('button', { name: 'Review captions for episode 12' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit task' });
    const dialog = within(panel);
    expect(assignee(panel)).toHaveDisplayValue('Maya Lindqvist');
    expect(assignee(panel)).toHaveAccessibleDescription(en.editor.assigneesLoading);
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Review captions for episode 13');

    answer();
    await usersArrived(panel);
    expect(title).toHaveValue('Review captions for episode 13');
    expect(assignee(panel)).toHaveDisplayValue('Maya Lindqvist');
    expect(assignee(panel)).not.toHaveAccessibleDescription();

    await chooseOption(user, assignee(panel), 'Aiko Tanaka');
    await user.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await storedTask('Review captions for episode 13'))?.assignee).toEqual({ fullName: 'Aiko Tanaka', avatar: '/images/avatars/4.png' });
  });
});

describe('the default team, when the users cannot be read', () => {
  it('is offered, said so, to an account without permission to read users (the users are not asked for)', async () => {
    let asked = 0;
    mock.server().get('/api/users/list/data', () => {
      asked += 1;
      return new Response(200, {}, { users: [], total: 0 });
    });
    const { user } = await renderTasks({ ...developmentUser, ability: [{ action: 'manage', subject: 'Todo' }] });

    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const panel = await screen.findByRole('dialog', { name: 'Add task' });
    expect(await offered(user, panel)).toEqual(taskTeam.map((person) => person.fullName));
    expect(assignee(panel)).toHaveAccessibleDescription(en.editor.assigneesFallback);
    expect(asked).toBe(0);
  });

  it('is offered, said so, when the users call fails, and a team member can still be assigned', async () => {
    mock.server().get('/api/users/list/data', () => new Response(503, {}, { message: 'The users service is down.' }));
    const { user } = await renderTasks();

    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const panel = await screen.findByRole('dialog', { name: 'Add task' });
    const dialog = within(panel);
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Grade the trailer colours');
    await waitFor(() => expect(assignee(panel)).toHaveAccessibleDescription(en.editor.assigneesFallback));
    expect(await offered(user, panel)).toEqual(taskTeam.map((person) => person.fullName));
    expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Grade the trailer colours');

    await chooseOption(user, assignee(panel), 'Omar Haddad');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await storedTask('Grade the trailer colours'))?.assignee).toEqual({ fullName: 'Omar Haddad', avatar: '' });
  });

  it.each([
    ['fr', fr, uiFr],
    ['ar', ar, uiAr],
  ] as const)('is said so in %s', async (language, texts, ui) => {
    await switchTestLanguage(language, { ui });
    mock.server().get('/api/users/list/data', () => new Response(503, {}, { message: 'The users service is down.' }));
    const { user } = renderRemote(todoModule, '/apps/todo');
    await screen.findByRole('list', { name: texts.list.label }, { timeout: 5_000 });

    await user.click(screen.getByRole('button', { name: texts.sidebar.add }));
    const dialog = await screen.findByRole('dialog', { name: texts.editor.addTitle });
    const select = within(dialog).getByRole('combobox', { name: texts.editor.assignee });
    await waitFor(() => expect(select).toHaveAccessibleDescription(texts.editor.assigneesFallback));
    expect(englishLeftOnScreen({ todo: en }, { todo: texts }, dialog)).toEqual([]);
  });
});
