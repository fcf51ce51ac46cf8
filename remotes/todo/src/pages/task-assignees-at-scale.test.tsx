import { screen, waitFor, within } from '@testing-library/react';
import type { Task, UserListResponse } from '@console/contracts';
import { todoDomain, usersDomain } from '@console/mirage';
import { chooseOption, listboxOf, mockServerPerTest, optionNames, renderRemote } from '@console/testing';
import { assigneePageSize } from '../api/assignees-api';
import todoModule from '../module';

// A directory of thousands (`?mockScale=5000`): the editor used to download every user when it
// opened and list them all in one select. It now asks for the first people by name, and for the
// ones whose name holds what is typed.

const directory = 5_000;
mockServerPerTest(() => [todoDomain(), usersDomain({ scale: directory })]);

afterEach(() => jest.restoreAllMocks());

const usersList = (query: string) => fetch(`/api/users/list/data?${query}`).then((answer) => answer.json() as Promise<UserListResponse>);

it('lists the first people, says there are more, and finds anyone by name as it is typed', async () => {
  // Someone far down the directory by name, and the picture the first user of that name has.
  const [deep] = (await usersList('sortColumn=fullName&sort=asc&perPage=1&page=4000')).users;
  if (!deep) throw new Error('The directory is smaller than the test expects.');
  const namesakes = await usersList(`q=${encodeURIComponent(deep.fullName)}&sortColumn=fullName&sort=asc&perPage=${assigneePageSize}`);
  const avatar = namesakes.users.find((user) => user.fullName === deep.fullName)?.avatar;
  const calls = jest.spyOn(globalThis, 'fetch');

  const { user } = renderRemote(todoModule, '/apps/todo');
  await screen.findByRole('list', { name: 'Tasks' }, { timeout: 5_000 });
  await user.click(screen.getByRole('button', { name: 'Add task' }));
  const panel = await screen.findByRole('dialog', { name: 'Add task' });
  const field = within(panel).getByRole('combobox', { name: 'Assignee' });
  await waitFor(() => expect(field).not.toHaveAccessibleDescription());

  await user.click(field);
  const first = optionNames(listboxOf(field)).filter((name) => name !== 'Unassigned');
  expect(first.length).toBeGreaterThan(0);
  expect(first.length).toBeLessThanOrEqual(assigneePageSize);
  expect(first).not.toContain(deep.fullName);
  expect(within(panel).getByRole('status')).toHaveTextContent('Only the first of 5,000 matches are listed: type to narrow the list.');

  await user.type(within(panel).getByRole('textbox', { name: 'Title' }), 'Dub the festival trailer');
  await chooseOption(user, field, deep.fullName);
  await user.click(within(panel).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  const saved = (await (await fetch('/apps/todo/tasks?q=Dub%20the%20festival%20trailer')).json()) as Task[];
  expect(saved[0]?.assignee).toEqual({ fullName: deep.fullName, avatar });
  // Never the whole directory: every question about users asked for one short list.
  const asked = calls.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/users/list/data'));
  expect(asked.length).toBeGreaterThan(1);
  for (const url of asked) expect(new URL(url, 'http://console').searchParams.get('perPage')).toBe(String(assigneePageSize));
});

it('finds the people the tasks are assigned to, who are in the directory at any scale', async () => {
  const { user } = renderRemote(todoModule, '/apps/todo');
  await screen.findByRole('list', { name: 'Tasks' }, { timeout: 5_000 });
  await user.click(screen.getByRole('button', { name: 'Add task' }));
  const panel = await screen.findByRole('dialog', { name: 'Add task' });
  const field = within(panel).getByRole('combobox', { name: 'Assignee' });
  for (const name of ['Jules Moreau', 'Tomasz Nowak']) {
    await user.clear(field);
    await user.type(field, name.split(' ')[0] ?? name);
    await waitFor(() => expect(optionNames(listboxOf(field))).toContain(name));
  }
});
