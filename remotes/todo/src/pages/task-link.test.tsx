import { screen, waitFor, within } from '@testing-library/react';
import { seedTasks, todoDomain, usersDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import todoModule from '../module';

mockServerPerTest(() => [todoDomain(), usersDomain()]);

const seed = seedTasks();
const kept = seed.find((task) => !task.isDeleted && task.isCompleted && !task.isImportant)!;
const deleted = seed.find((task) => task.isDeleted)!;

describe('a link to one task', () => {
  it('opens it in the editor, even from a view that does not list it, and closing takes the link out of the address', async () => {
    const { user, router } = renderRemote(todoModule, `/apps/todo/important?task=${kept.id}`);
    const editor = await screen.findByRole('dialog', { name: 'Edit task' });
    expect(within(editor).getByRole('textbox', { name: /^Title/ })).toHaveValue(kept.title);
    await user.click(within(editor).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/apps/todo/important');
  });

  it('opens a deleted task too, with Restore', async () => {
    renderRemote(todoModule, `/apps/todo?task=${deleted.id}`);
    const editor = await screen.findByRole('dialog', { name: 'Edit task' });
    expect(within(editor).getByRole('textbox', { name: /^Title/ })).toHaveValue(deleted.title);
    expect(within(editor).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  });

  it('says so when the task does not exist, and leaves the list as it was', async () => {
    const { router } = renderRemote(todoModule, '/apps/todo?task=99999&q=review');
    expect(await screen.findByText('That task does not exist: it may have been deleted for good.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?q=review'));
  });
});
