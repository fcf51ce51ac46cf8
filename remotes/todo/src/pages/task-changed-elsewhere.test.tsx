import { act, screen, waitFor, within } from '@testing-library/react';
import type { Task } from '@console/contracts';
import { todoDomain, usersDomain } from '@console/mirage';
import { apiFetch, apiJson, mockServerPerTest, renderRemote } from '@console/testing';
import todoModule from '../module';

// The users too: the editor offers them as assignees.
mockServerPerTest(() => [todoDomain(), usersDomain()]);

const stored = async (title: string) => (await apiJson<Task[]>('/apps/todo/tasks')).find((task) => task.title === title);

it('an open task follows a save made in another tab: fields left alone take the new values, the typed one stays, and Update keeps both', async () => {
  const { user, queryClient } = renderRemote(todoModule, '/apps/todo');
  await screen.findByRole('list', { name: 'Tasks' });
  await user.click(screen.getByRole('button', { name: 'Schedule the live premiere' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit task' }));
  const description = dialog.getByRole('textbox', { name: 'Description' });
  await user.clear(description);
  await user.type(description, 'Mine');

  // Another tab ticks it as important; the console then refetches every query (mockDataChangedEvent).
  const task = await stored('Schedule the live premiere');
  if (!task) throw new Error('no such task seeded');
  expect((await apiFetch('/apps/todo/update-task', { method: 'POST', body: JSON.stringify({ task: { ...task, isImportant: !task.isImportant, title: 'Schedule the live premiere night' } }) })).status).toBe(200);
  await act(() => queryClient.invalidateQueries());
  await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Schedule the live premiere night'));
  expect(description).toHaveValue('Mine');

  await user.click(dialog.getByRole('button', { name: 'Update' }));
  await waitFor(async () => expect(await stored('Schedule the live premiere night')).toMatchObject({ description: 'Mine', isImportant: !task.isImportant }));
});
