import { act, screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from '@console/contracts';
import { todoDomain, usersDomain } from '@console/mirage';
import { apiFetch, mockServerPerTest, renderRemote } from '@console/testing';
import todoModule from '../module';

// The users too: the editor offers them as assignees.
mockServerPerTest(() => [todoDomain(), usersDomain()]);

const rowButton = (name: string) => screen.queryByRole('button', { name });
const gone = (name: string) => waitFor(() => expect(rowButton(name)).not.toBeInTheDocument(), { timeout: 3_000 });

async function renderTasks(path: string) {
  const view = renderRemote(todoModule, path);
  await screen.findByRole('list', { name: 'Tasks' }, { timeout: 5_000 });
  return view;
}

// A task leaving the view takes its row's buttons with it: focus goes to the view's heading, not
// to the page body (where a keyboard or screen-reader user would start again from the top).
describe('focus when a task leaves the view', () => {
  it('goes to the heading after Delete in the panel', async () => {
    const { user } = await renderTasks('/apps/todo');
    const title = 'Tag archive footage from the festival';
    await user.click(await screen.findByRole('button', { name: title }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Edit task' })).getByRole('button', { name: 'Delete' }));

    await gone(title);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'My Tasks' })).toHaveFocus());
  });

  it('goes to the heading when the panel closes on a task that left the view while it was open', async () => {
    const { user, queryClient } = await renderTasks('/apps/todo');
    const title = 'Tag archive footage from the festival';
    await user.click(screen.getByRole('button', { name: title }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    // The panel has its assignees (the users) before the delete below.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Assignee' })).not.toHaveAccessibleDescription());
    // Deleted meanwhile (another tab, another administrator); the list shows it before the panel closes.
    await apiFetch('/apps/todo/delete-task?taskId=4', { method: 'DELETE' });
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }));
    await gone(title);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'My Tasks' })).toHaveFocus());
  });

  it('goes to the heading after Restore in the Deleted view', async () => {
    const { user } = await renderTasks('/apps/todo/deleted');
    const title = 'Clean up duplicate uploads';
    await user.click(await screen.findByRole('button', { name: title }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Edit task' })).getByRole('button', { name: 'Restore' }));

    await gone(title);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Deleted' })).toHaveFocus());
  });

  it('goes to the next row’s star when a star taken off from the keyboard moves the task out of Important, said with Undo', async () => {
    const { user } = await renderTasks('/apps/todo/important');
    const stars = () => within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('button', { name: /^Important: / });
    const [first, second] = stars().map((star) => star.getAttribute('aria-label') ?? '');
    screen.getByRole('button', { name: first }).focus();
    await user.keyboard(' ');

    await gone((first ?? '').replace('Important: ', ''));
    await waitFor(() => expect(screen.getByRole('button', { name: second })).toHaveFocus());
    expect(await screen.findByText(`“\u2068${(first ?? '').replace('Important: ', '')}\u2069” is no longer important.`)).toBeInTheDocument();

    // Undo puts the star back, and the task back in the view.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: first }, { timeout: 3_000 })).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes to the next row’s box when a task reopened from the keyboard leaves Completed, and to the heading once none is left', async () => {
    const { user } = await renderTasks('/apps/todo/completed');
    const boxes = () => within(screen.queryByRole('list', { name: 'Tasks' }) ?? document.createElement('ul')).queryAllByRole('checkbox');
    while (boxes().length > 1) {
      const [box, next] = boxes();
      const nextName = next?.getAttribute('aria-label') ?? '';
      box?.focus();
      await user.keyboard(' ');
      await waitFor(() => expect(screen.getByRole('checkbox', { name: nextName })).toHaveFocus(), { timeout: 3_000 });
    }
    boxes()[0]?.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Completed' })).toHaveFocus(), { timeout: 3_000 });
    expect(screen.getAllByText(/ is open again\.$/).length).toBeGreaterThan(0);
  });

  it('stays on the row when the task stays in the view', async () => {
    const { user } = await renderTasks('/apps/todo');
    const star = screen.getByRole('button', { name: 'Important: Draft the newsletter for new releases' });
    star.focus();
    await user.keyboard(' ');

    await waitFor(() => expect(screen.getByRole('list', { name: 'Tasks' })).toHaveAttribute('aria-busy', 'false'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Important: Draft the newsletter for new releases' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Important: Draft the newsletter for new releases' })).toHaveFocus();
  });

  it('goes back to the row’s title when the panel closes and the task is still in the view', async () => {
    const { user } = await renderTasks('/apps/todo');
    await user.click(screen.getByRole('button', { name: 'Review captions for episode 12' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Edit task' })).getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Review captions for episode 12' })).toHaveFocus());
  });
});
