import { screen, waitFor, within } from '@testing-library/react';
import type { Task } from '@console/contracts';
import { todoDomain, usersDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import { taskRowsStep } from '../components/task-list';
import todoModule from '../module';

// A backlog of thousands (`?mockScale=5000`) was drawn at once: seconds to show, and each key of
// the search lagged. The list draws its first rows and more on demand.
mockServerPerTest(() => [todoDomain({ scale: 250 }), usersDomain()]);

const rows = () => within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem');

it('draws the first rows, says how many there are, and shows more on demand with the focus on the first new one', async () => {
  const total = ((await (await fetch('/apps/todo/tasks')).json()) as Task[]).length;
  expect(total).toBeGreaterThan(2 * taskRowsStep);
  const { user } = renderRemote(todoModule, '/apps/todo');
  await screen.findByRole('list', { name: 'Tasks' }, { timeout: 5_000 });
  expect(rows()).toHaveLength(taskRowsStep);
  expect(screen.getByText(`Showing 100 of ${total} tasks.`)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show 100 more' }));
  expect(rows()).toHaveLength(2 * taskRowsStep);
  await waitFor(() => expect(within(rows()[taskRowsStep] as HTMLElement).getAllByRole('button')[0]).toHaveFocus());

  await user.click(screen.getByRole('button', { name: `Show ${total - 2 * taskRowsStep} more` }));
  expect(rows()).toHaveLength(total);
  expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument();
});

it('starts again at the first rows when the search changes', async () => {
  const { user } = renderRemote(todoModule, '/apps/todo');
  await screen.findByRole('list', { name: 'Tasks' }, { timeout: 5_000 });
  await user.click(screen.getByRole('button', { name: 'Show 100 more' }));
  expect(rows()).toHaveLength(2 * taskRowsStep);
  await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'e');
  await waitFor(() => expect(rows().length).toBeLessThanOrEqual(taskRowsStep));
});
