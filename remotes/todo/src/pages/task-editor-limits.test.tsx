import { screen, waitFor, within } from '@testing-library/react';
import type { Task } from '@console/contracts';
import { seedTasks, todoDomain, usersDomain } from '@console/mirage';
import { apiJson, mockServerPerTest, renderRemote } from '@console/testing';
import todoModule from '../module';

// The audit saved a task whose title held 10,000 characters: Add and Update now say the limit at
// the field, save nothing and keep what was typed.

// The users too: the editor offers them as assignees.
mockServerPerTest(() => [todoDomain(), usersDomain()]);

type User = ReturnType<typeof renderRemote>['user'];
const lineTooLong = 'Use at most 100 characters.';

async function renderTasks() {
  const view = renderRemote(todoModule, '/apps/todo');
  await screen.findByRole('list', { name: 'Tasks' });
  return view;
}

/** How many tasks My Tasks holds (every task not deleted). */
async function myTaskCount(): Promise<number> {
  return (await apiJson<Task[]>('/apps/todo/tasks')).length;
}
const seedCount = seedTasks().filter((task) => !task.isDeleted).length;

/** Puts `text` in `field` in place of what it held, as a paste does (typing thousands of keys takes too long). */
async function replaceWith(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('task editor: text limits', () => {
  it('Add refuses a title of 10,000 characters at the field, keeps it and adds nothing', async () => {
    const { user } = await renderTasks();
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add task' }));
    const title = dialog.getByRole('textbox', { name: 'Title' });
    const long = 'x'.repeat(10_000);
    await replaceWith(user, title, long);
    await user.click(dialog.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(title).toHaveAccessibleDescription(lineTooLong));
    expect(title).toBeInvalid();
    expect(title).toHaveValue(long);
    expect(screen.getByRole('dialog', { name: 'Add task' })).toBeInTheDocument();
    expect(await myTaskCount()).toBe(seedCount);
  });

  it('Update refuses a title of 101 characters at the field, and the task keeps its own', async () => {
    const { user } = await renderTasks();
    await user.click(screen.getByRole('button', { name: 'Schedule the live premiere' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit task' }));
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await replaceWith(user, title, 't'.repeat(101));
    await user.click(dialog.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(title).toHaveAccessibleDescription(lineTooLong));
    expect(title).toHaveValue('t'.repeat(101));
    expect(screen.getByRole('dialog', { name: 'Edit task' })).toBeInTheDocument();
    expect(await apiJson<Task[]>('/apps/todo/tasks?q=live premiere')).toMatchObject([{ title: 'Schedule the live premiere' }]);
  });
});

describe('the mock API: text limits', () => {
  it('refuses a title of 101 characters and a description of 5,001, on add and on update', async () => {
    const post = (path: string, task: object) => fetch(path, { method: 'POST', body: JSON.stringify({ task }) });
    const added = await post('/apps/todo/add-tasks', { title: 't'.repeat(101), description: 'd'.repeat(5001) });
    expect(added.status).toBe(400);
    expect(((await added.json()) as { errors: object }).errors).toEqual({ title: lineTooLong, description: 'Use at most 5000 characters.' });
    const updated = await post('/apps/todo/update-task', { id: 1, title: 't'.repeat(101) });
    expect(updated.status).toBe(400);
    expect(((await updated.json()) as { errors: object }).errors).toEqual({ title: lineTooLong });
    expect(await myTaskCount()).toBe(seedCount);
  });

  it('still updates a seed task: every seed fits the limits', async () => {
    for (const task of seedTasks()) {
      const answer = await fetch('/apps/todo/update-task', { method: 'POST', body: JSON.stringify({ task: { id: task.id, isImportant: true } }) });
      expect(answer.status).toBe(200);
    }
  });
});

describe('task editor: due dates', () => {
  it('refuses a due date outside 2000–2099 at the field, and lists one of another year with its year', async () => {
    const { user } = await renderTasks();
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add task' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Renew the archive licence');
    const due = dialog.getByLabelText('Due date');
    await user.type(due, '9999-12-31');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(due).toHaveAccessibleDescription('Enter a due date from 2000 to 2099.'));
    expect(await myTaskCount()).toBe(seedCount);

    const nextYear = new Date().getFullYear() + 1;
    await user.clear(due);
    await user.type(due, `${nextYear}-03-04`);
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await waitFor(() => {
      const found = within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem').find((item) => within(item).queryByRole('button', { name: 'Renew the archive licence' }));
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    expect(within(row).getByText(`Mar 4, ${nextYear}`)).toBeInTheDocument();
  });

  it('refuses one the API is sent directly, at dueDate', async () => {
    const answer = await fetch('/apps/todo/add-tasks', { method: 'POST', body: JSON.stringify({ task: { title: 'Old', dueDate: '0001-01-01' } }) });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { errors: object }).errors).toEqual({ dueDate: 'Enter a due date from 2000 to 2099.' });
  });
});
